import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createDisputesRepository } from './disputes.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026); `holds` is
// what the contracts module asks before any money of a milestone moves.
const factories = { disputes: createDisputesRepository };

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
