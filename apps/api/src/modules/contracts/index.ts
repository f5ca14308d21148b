// What other modules may use of contracts.
export { contractsPlugin } from './contracts.plugin';
