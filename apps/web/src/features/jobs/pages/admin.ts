// The admin's jobs and catalog pages (features/jobs/admin), a route chunk of their own.
export { AdminCatalogPage } from '../admin/pages/admin-catalog-page';
export { AdminJobPage } from '../admin/pages/admin-job-page';
export { AdminJobsPage } from '../admin/pages/admin-jobs-page';
