import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createContractFactsRepository } from './contract-facts.repository';
import { createContractStats } from './contract-stats';
import { createContractsRepository } from './contracts.repository';
import { createHourlyChargesRepository } from './hourly-charges.repository';
import { createMilestonesRepository } from './milestones.repository';
import { createOffersRepository } from './offers.repository';
import { createTimeEntriesRepository } from './time-entries.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  contracts: createContractsRepository,
  milestones: createMilestonesRepository,
  offers: createOffersRepository,
  timeEntries: createTimeEntriesRepository,
  hourlyCharges: createHourlyChargesRepository,
  /** What profiles and job pages show of a person's contracts. */
  contractStats: createContractStats,
  /** What other modules read and end of offers and contracts. */
  contractFacts: createContractFactsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
