import { registerRepositories } from '../../outbox';
import { createContractsRepository } from './contracts.repository';
import { createOffersRepository } from './offers.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    contracts: ReturnType<typeof createContractsRepository>;
    offers: ReturnType<typeof createOffersRepository>;
  }
}

registerRepositories({ contracts: createContractsRepository, offers: createOffersRepository });
