import { registerRepositories } from '../../outbox';
import { createContractFactsRepository } from './contract-facts.repository';
import { createContractStats } from './contract-stats';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
declare module '../../outbox' {
  interface Repositories {
    /** What profiles and job pages show of a person's contracts. */
    contractStats: ReturnType<typeof createContractStats>;
    /** What other modules read and end of offers and contracts. */
    contractFacts: ReturnType<typeof createContractFactsRepository>;
  }
}

registerRepositories({
  contractStats: createContractStats,
  contractFacts: createContractFactsRepository,
});
