// What other features may use of proposals; everything else in this folder is its own business.
export { JobProposals } from './components/job-proposals';
export { PROPOSAL_SECTION_ID, ProposalSection } from './components/proposal-section';
