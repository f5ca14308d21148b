// What other modules may use of jobs; everything else in this folder is its own business.

export { setJobListedIn } from './admin-jobs.service';
export { jobInserter } from './job-inserter';
export {
  type JobForMatching,
  readJobCandidates,
  readJobForMatching,
  readSimilarJobs,
  type SimilarJob,
} from './job-matches';
export { readJobState } from './job-reads';
export { budgetColumns, toBudget } from './job-sql';
export { jobsPlugin } from './jobs.plugin';
