import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createJobsForYouRepository } from './jobs-for-you.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  /** The weekly jobs mail's due dates (ADR 041). */
  jobsForYou: createJobsForYouRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
