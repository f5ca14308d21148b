import { registerRepositories } from '../../outbox';
import { createUserMoneyRepository } from './user-money.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    /** What other modules read of a person's money and of the platform's. */
    userMoney: ReturnType<typeof createUserMoneyRepository>;
  }
}

registerRepositories({ userMoney: createUserMoneyRepository });
