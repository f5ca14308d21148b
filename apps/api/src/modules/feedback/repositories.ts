import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createFeedbackRepository } from './feedback.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  feedback: createFeedbackRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
