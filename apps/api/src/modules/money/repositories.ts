import { registerRepositories } from '../../outbox';
import { createPaymentsRepository } from './payments.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    payments: ReturnType<typeof createPaymentsRepository>;
  }
}

registerRepositories({ payments: createPaymentsRepository });
