import { registerRepositories } from '../../outbox';
import { createFeedbackRepository } from './feedback.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    feedback: ReturnType<typeof createFeedbackRepository>;
  }
}

registerRepositories({ feedback: createFeedbackRepository });
