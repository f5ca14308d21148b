import { registerRepositories } from '../../outbox';
import { createAccountRepository } from './account.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    account: ReturnType<typeof createAccountRepository>;
  }
}

registerRepositories({ account: createAccountRepository });
