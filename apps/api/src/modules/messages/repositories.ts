import { registerRepositories } from '../../outbox';
import { createMessagesRepository } from './messages.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    messages: ReturnType<typeof createMessagesRepository>;
  }
}

registerRepositories({ messages: createMessagesRepository });
