// A client's jobs: post, edit, list, and review proposals; loaded as one chunk by app/router.tsx.
export { ClientJobPage } from './client-job-page';
export { EditJobPage } from './edit-job-page';
export { MyJobsPage } from './my-jobs-page';
export { PostJobPage } from './post-job-page';
