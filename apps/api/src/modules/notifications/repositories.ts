import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createNotificationsRepository } from './notifications.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  notifications: createNotificationsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
