import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createAccountRepository } from './account.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  account: createAccountRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
