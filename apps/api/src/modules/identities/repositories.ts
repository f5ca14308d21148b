import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createIdentitiesRepository } from './identities.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  identities: createIdentitiesRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
