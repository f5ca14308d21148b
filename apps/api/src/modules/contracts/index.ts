// What other modules may use of contracts.

export { createContractStats } from './contract-stats';
export { contractsPlugin } from './contracts.plugin';
