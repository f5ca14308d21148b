import { registerRepositories } from '../../outbox';
import { createInvitationsRepository } from './invitations.repository';
import { createTalentSearchRepository } from './talent-search.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    invitations: ReturnType<typeof createInvitationsRepository>;
    talentSearch: ReturnType<typeof createTalentSearchRepository>;
  }
}

registerRepositories({
  invitations: createInvitationsRepository,
  talentSearch: createTalentSearchRepository,
});
