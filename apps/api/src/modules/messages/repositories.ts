import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createConversationsRepository } from './conversations.repository';
import { createMessagesRepository } from './messages.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  conversations: createConversationsRepository,
  messages: createMessagesRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
