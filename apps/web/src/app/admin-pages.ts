import { createElement } from 'react';
import { lazyPage } from '../lib/lazy-page';

// The admin area but money, loaded as one route chunk by router.tsx, as before the domains' admin
// pages moved next to their domain: a chunk per domain would add its preload list to the entry,
// which the landing budget has no room for.
export { AdminDashboardPage, AdminLayout, AdminLoginPage } from '../features/admin/pages';
export { AdminCatalogPage, AdminJobPage, AdminJobsPage } from '../features/jobs/pages/admin';

// The flagged messages, the feedback and the clients and freelancers pages load from here, on their
// first visit: in this chunk they would take it past its 50 KB budget (scripts/check-bundle-budget.mjs,
// ADR 009; the users pages moved out with the block's reason form, ADR 030). Such a page must import
// nothing that only this chunk has, or its budget counts this whole chunk. Exported as plain
// components: the router wraps each export of this chunk in React.lazy, and a lazy component that
// resolves to another lazy one is refused by React (a blank page).
const LazyMessages = lazyPage(() => import('../features/messages/pages/admin'), 'AdminMessagesPage');
const LazyFeedback = lazyPage(() => import('../features/site/pages/admin'), 'AdminFeedbackPage');
const LazyUsers = lazyPage(() => import('../features/profiles/pages/admin'), 'AdminUsersPage');
const LazyUser = lazyPage(() => import('../features/profiles/pages/admin'), 'AdminUserPage');
export const AdminMessagesPage = () => createElement(LazyMessages);
export const AdminFeedbackPage = () => createElement(LazyFeedback);
export const AdminUsersPage = (props: { userRole: 'client' | 'freelancer' }) =>
  createElement(LazyUsers, props);
export const AdminUserPage = () => createElement(LazyUser);
