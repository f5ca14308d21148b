import { registerRepositories } from '../../outbox';
import { createContractsRepository } from './contracts.repository';
import { createMilestonesRepository } from './milestones.repository';
import { createOffersRepository } from './offers.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    contracts: ReturnType<typeof createContractsRepository>;
    milestones: ReturnType<typeof createMilestonesRepository>;
    offers: ReturnType<typeof createOffersRepository>;
  }
}

registerRepositories({
  contracts: createContractsRepository,
  milestones: createMilestonesRepository,
  offers: createOffersRepository,
});
