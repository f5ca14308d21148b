import { PG_INTEGER_MAX } from '../constants';

export { PG_INTEGER_MAX };

export const tooLarge = (label: string) => `${label} must be at most ${PG_INTEGER_MAX}`;
