import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createModerationActionsRepository } from './moderation-actions.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  moderationActions: createModerationActionsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
