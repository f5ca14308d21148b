// What other features may use of proposals; everything else in this folder is its own business.
// The job pages load it lazily (a part of their page that this feature owns); the freelancer's home
// reads the counts.
export { useOpenProposalCounts } from './api/open-proposal-counts';
export { JobProposals } from './components/job-proposals';
export { ProposalSection } from './components/proposal-section';
