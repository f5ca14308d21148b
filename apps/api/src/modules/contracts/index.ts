// What other modules may use of contracts.

export {
  type ContractEnding,
  readClientRecord,
  readContractEndings,
  readEndedContracts,
} from './contract-endings';
export { createContractStats } from './contract-stats';
export { contractsPlugin } from './contracts.plugin';
export { IN_DISPUTE, type LockedMilestone, PAYMENT_IN_FLIGHT } from './milestone-access';
export { createMilestoneSettlement, type MilestoneSettlement } from './milestone-settlement';
