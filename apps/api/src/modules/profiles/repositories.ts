import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createProfilesRepository } from './profiles.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  profiles: createProfilesRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
