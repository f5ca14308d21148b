import { registerRepositories } from '../../outbox';
import { createNotificationFactsRepository } from './notification-facts.repository';
import { createNotificationsRepository } from './notifications.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    notifications: ReturnType<typeof createNotificationsRepository>;
    notificationFacts: ReturnType<typeof createNotificationFactsRepository>;
  }
}

registerRepositories({
  notifications: createNotificationsRepository,
  notificationFacts: createNotificationFactsRepository,
});
