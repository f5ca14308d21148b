// What other modules may use of matching.
export { matchingPlugin } from './matching.plugin';
