// The admin area's route components, loaded as one chunk by app/router.tsx (the money pages are
// money.ts, a chunk of their own).
export { AdminCatalogPage } from './admin-catalog-page';
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminFeedbackPage } from './admin-feedback-page';
export { AdminJobPage } from './admin-job-page';
export { AdminJobsPage } from './admin-jobs-page';
export { AdminLayout } from './admin-layout';
export { AdminLoginPage } from './admin-login-page';
export { AdminMessagesPage } from './admin-messages-page';
export { AdminUserPage } from './admin-user-page';
export { AdminUsersPage } from './admin-users-page';
