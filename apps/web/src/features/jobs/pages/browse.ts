// Finding work: the public and the freelancer pages, loaded as one chunk by app/router.tsx.
export { FindWorkPage } from './find-work-page';
export { PublicJobPage } from './public-job-page';
export { PublicJobsPage } from './public-jobs-page';
export { SavedJobsPage } from './saved-jobs-page';
