import { lazyPage } from './lazy-page';

// The admin area but money, loaded as one route chunk by router.tsx, as before the domains' admin
// pages moved next to their domain: a chunk per domain would add its preload list to the entry,
// which the landing budget has no room for.
export { AdminDashboardPage, AdminLayout, AdminLoginPage } from '../features/admin/pages';
export { AdminCatalogPage, AdminJobPage, AdminJobsPage } from '../features/jobs/pages/admin';
export { AdminUserPage, AdminUsersPage } from '../features/profiles/pages/admin';

// The flagged messages and the feedback load from here, on their first visit: in this chunk they
// would take it to its 50 KB budget (scripts/check-bundle-budget.mjs, ADR 009).
export const AdminMessagesPage = lazyPage(
  () => import('../features/messages/pages/admin'),
  'AdminMessagesPage',
);
export const AdminFeedbackPage = lazyPage(() => import('../features/site/pages/admin'), 'AdminFeedbackPage');
