export { accountPlugin } from './account.plugin';
