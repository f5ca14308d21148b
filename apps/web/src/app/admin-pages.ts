import { createElement } from 'react';
import { lazyPage } from '../lib/lazy-page';

// The admin area but money, loaded as one route chunk by router.tsx, as before the domains' admin
// pages moved next to their domain: a chunk per domain would add its preload list to the entry,
// which the landing budget has no room for.
export { AdminDashboardPage, AdminLayout, AdminLoginPage } from '../features/admin/pages';
export { AdminCatalogPage, AdminJobPage, AdminJobsPage } from '../features/jobs/pages/admin';
export { AdminUserPage, AdminUsersPage } from '../features/profiles/pages/admin';

// The flagged messages and the feedback load from here, on their first visit: in this chunk they
// would take it to its 50 KB budget (scripts/check-bundle-budget.mjs, ADR 009). Exported as plain
// components: the router wraps each export of this chunk in React.lazy, and a lazy component that
// resolves to another lazy one is refused by React (a blank page).
const LazyMessages = lazyPage(() => import('../features/messages/pages/admin'), 'AdminMessagesPage');
const LazyFeedback = lazyPage(() => import('../features/site/pages/admin'), 'AdminFeedbackPage');
export const AdminMessagesPage = () => createElement(LazyMessages);
export const AdminFeedbackPage = () => createElement(LazyFeedback);
