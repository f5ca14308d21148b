// What other features may use of disputes; everything else in this folder is its own business.

export { MilestoneDispute, useIsInDispute } from './components/milestone-dispute';
