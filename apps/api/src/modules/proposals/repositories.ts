import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createClientProposalsRepository } from './client-proposals.repository';
import { createFreelancerProposalsRepository } from './freelancer-proposals.repository';
import { createProposalHiringRepository } from './hiring.repository';
import { createProposalFactsRepository } from './proposal-facts.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  clientProposals: createClientProposalsRepository,
  freelancerProposals: createFreelancerProposalsRepository,
  proposalHiring: createProposalHiringRepository,
  /** What other modules read and end of proposals. */
  proposalFacts: createProposalFactsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
