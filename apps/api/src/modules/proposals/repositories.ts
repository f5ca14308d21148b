import { registerRepositories } from '../../outbox';
import { createClientProposalsRepository } from './client-proposals.repository';
import { createFreelancerProposalsRepository } from './freelancer-proposals.repository';
import { createProposalHiringRepository } from './hiring.repository';
import { createProposalFactsRepository } from './proposal-facts.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    clientProposals: ReturnType<typeof createClientProposalsRepository>;
    freelancerProposals: ReturnType<typeof createFreelancerProposalsRepository>;
    proposalHiring: ReturnType<typeof createProposalHiringRepository>;
    /** What other modules read and end of proposals. */
    proposalFacts: ReturnType<typeof createProposalFactsRepository>;
  }
}

registerRepositories({
  clientProposals: createClientProposalsRepository,
  freelancerProposals: createFreelancerProposalsRepository,
  proposalHiring: createProposalHiringRepository,
  proposalFacts: createProposalFactsRepository,
});
