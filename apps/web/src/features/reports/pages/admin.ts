// The admins' moderation queue (features/reports/admin), a route chunk of its own.
export { AdminReportsPage } from '../admin/pages/admin-reports-page';
