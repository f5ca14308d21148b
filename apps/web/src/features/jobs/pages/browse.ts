// Browsing jobs in public: the search and a job's page, loaded as one chunk by app/router.tsx.
export { PublicJobPage } from './public-job-page';
export { PublicJobsPage } from './public-jobs-page';
