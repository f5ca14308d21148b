// The admin area but money, loaded as one route chunk by router.tsx, as before the domains' admin
// pages moved next to their domain: a chunk per domain would add its preload list to the entry,
// which the landing budget has no room for.
export { AdminDashboardPage, AdminLayout, AdminLoginPage } from '../features/admin/pages';
export { AdminCatalogPage, AdminJobPage, AdminJobsPage } from '../features/jobs/pages/admin';
export { AdminMessagesPage } from '../features/messages/pages/admin';
export { AdminUserPage, AdminUsersPage } from '../features/profiles/pages/admin';
export { AdminFeedbackPage } from '../features/site/pages/admin';
