import { registerRepositories } from '../../outbox';
import { createProfilesRepository } from './profiles.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    profiles: ReturnType<typeof createProfilesRepository>;
  }
}

registerRepositories({ profiles: createProfilesRepository });
