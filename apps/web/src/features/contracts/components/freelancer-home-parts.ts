// What the freelancer's home shows of contracts and money (index.ts: loadFreelancerHomeParts).
export { ActiveContractSteps } from './active-contract-steps';
export { EarningsSummary } from './earnings-summary';
