import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createBillingDetailsRepository } from './billing-details.repository';
import { createDocumentsRepository } from './documents.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  documents: createDocumentsRepository,
  billingDetails: createBillingDetailsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
