import { registerRepositories } from '../../outbox';
import { createIdentitiesRepository } from './identities.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    identities: ReturnType<typeof createIdentitiesRepository>;
  }
}

registerRepositories({ identities: createIdentitiesRepository });
