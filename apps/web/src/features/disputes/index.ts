// What other features may use of disputes; everything else in this folder is its own business.

export { MilestoneDispute, useDisputeCheck, useIsInDispute } from './components/milestone-dispute';
export { DisputeReasonField } from './components/reason-field';
