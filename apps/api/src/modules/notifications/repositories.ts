import { registerRepositories } from '../../outbox';
import { createNotificationsRepository } from './notifications.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    notifications: ReturnType<typeof createNotificationsRepository>;
  }
}

registerRepositories({ notifications: createNotificationsRepository });
