import { type RepositoriesMadeBy, registerRepositories } from '../../outbox';
import { createAdminJobsRepository } from './admin-jobs.repository';
import { createClientReputationRepository } from './client-reputation.repository';
import { createJobCandidatesRepository } from './job-candidates.repository';
import { createJobDetailRepository } from './job-detail.repository';
import { createJobFactsRepository } from './job-facts.repository';
import { createJobSearchRepository } from './job-search.repository';
import { createJobsRepository } from './jobs.repository';
import { createSavedJobsRepository } from './saved-jobs.repository';

// What this module hands every use case through `uow.run(({ repos }) => …)` (ADR 026).
const factories = {
  jobs: createJobsRepository,
  jobDetails: createJobDetailRepository,
  jobSearch: createJobSearchRepository,
  savedJobs: createSavedJobsRepository,
  adminJobs: createAdminJobsRepository,
  clientReputation: createClientReputationRepository,
  /** Jobs worth ranking for a profile (matching, ADR 036). */
  jobCandidates: createJobCandidatesRepository,
  /** What other modules read and end of jobs by the people who posted or saved them. */
  jobFacts: createJobFactsRepository,
};

declare module '../../outbox' {
  interface Repositories extends RepositoriesMadeBy<typeof factories> {}
}

registerRepositories(factories);
