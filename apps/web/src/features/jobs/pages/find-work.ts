// Finding work in the freelancer's area: Find Work and saved jobs, loaded as one chunk by
// app/area-routes.tsx (apart from the public pages: each chunk stays within its budget).
export { FindWorkPage } from './find-work-page';
export { SavedJobsPage } from './saved-jobs-page';
