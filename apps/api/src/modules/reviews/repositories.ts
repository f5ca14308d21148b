import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createReviewsRepository } from './reviews.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026); the
// notifications read a review's facts through it too.
const factories = { reviews: createReviewsRepository };

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
