import { registerRepositories } from '../../outbox';
import { createContractFactsRepository } from './contract-facts.repository';
import { createContractStats } from './contract-stats';
import { createContractsRepository } from './contracts.repository';
import { createMilestonesRepository } from './milestones.repository';
import { createOffersRepository } from './offers.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    contracts: ReturnType<typeof createContractsRepository>;
    milestones: ReturnType<typeof createMilestonesRepository>;
    offers: ReturnType<typeof createOffersRepository>;
    /** What profiles and job pages show of a person's contracts. */
    contractStats: ReturnType<typeof createContractStats>;
    /** What other modules read and end of offers and contracts. */
    contractFacts: ReturnType<typeof createContractFactsRepository>;
  }
}

registerRepositories({
  contracts: createContractsRepository,
  milestones: createMilestonesRepository,
  offers: createOffersRepository,
  contractStats: createContractStats,
  contractFacts: createContractFactsRepository,
});
