import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createUserHistoryRepository } from './user-history.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026). The users,
// their jobs, proposals and sessions are other modules': this module reads them through theirs.
const factories = {
  userHistory: createUserHistoryRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
