import { registerRepositories } from '../../outbox';
import { createConversationsRepository } from './conversations.repository';
import { createMessagesRepository } from './messages.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    conversations: ReturnType<typeof createConversationsRepository>;
    messages: ReturnType<typeof createMessagesRepository>;
  }
}

registerRepositories({ conversations: createConversationsRepository, messages: createMessagesRepository });
