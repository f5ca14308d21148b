import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createInvitationsRepository } from './invitations.repository';
import { createTalentCandidatesRepository } from './talent-candidates.repository';
import { createTalentReputationRepository } from './talent-reputation.repository';
import { createTalentSearchRepository } from './talent-search.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  invitations: createInvitationsRepository,
  talentSearch: createTalentSearchRepository,
  talentReputation: createTalentReputationRepository,
  /** Freelancers worth ranking for a job (matching, ADR 036). */
  talentCandidates: createTalentCandidatesRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
