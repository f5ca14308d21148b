// What other features may use of proposals; everything else in this folder is its own business.
export { PROPOSAL_SECTION_ID, ProposalSection } from './components/proposal-section';

// The client's proposal cards (with hiring), loaded when a job's page shows them: a static
// re-export would put them, and the contracts and messages code they use, in the freelancer's job
// page chunk as well (scripts/check-bundle-budget.mjs).
export const loadJobProposals = () => import('./components/job-proposals');
