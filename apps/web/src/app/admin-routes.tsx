import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../components/ui/not-found-page';
import { lazyPage } from '../lib/lazy-page';
import { RequireRole } from './require-role';

// The admin area's route table loads with the first visit to /admin, not with the landing page.
const admin = () => import('./admin-pages');
const adminMoney = () => import('../features/contracts/pages/admin');
const adminDisputes = () => import('../features/disputes/pages/admin');
const adminReviews = () => import('../features/reviews/pages/admin');
const adminReports = () => import('../features/reports/pages/admin');
const auth = () => import('../features/auth/pages');
const messages = () => import('../features/messages/pages');
const settings = () => import('../features/settings/pages');

const AdminLoginPage = lazyPage(admin, 'AdminLoginPage');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const AdminLayout = lazyPage(admin, 'AdminLayout');
const AdminDashboardPage = lazyPage(admin, 'AdminDashboardPage');
const AdminUsersPage = lazyPage(admin, 'AdminUsersPage');
const AdminUserPage = lazyPage(admin, 'AdminUserPage');
const AdminJobsPage = lazyPage(admin, 'AdminJobsPage');
const AdminJobPage = lazyPage(admin, 'AdminJobPage');
const AdminCatalogPage = lazyPage(admin, 'AdminCatalogPage');
const AdminFeedbackPage = lazyPage(admin, 'AdminFeedbackPage');
const AdminMessagesPage = lazyPage(admin, 'AdminMessagesPage');
const AdminContractsPage = lazyPage(adminMoney, 'AdminContractsPage');
const AdminContractPage = lazyPage(adminMoney, 'AdminContractPage');
const AdminPaymentsPage = lazyPage(adminMoney, 'AdminPaymentsPage');
const AdminDisputesPage = lazyPage(adminDisputes, 'AdminDisputesPage');
const AdminDisputePage = lazyPage(adminDisputes, 'AdminDisputePage');
const AdminReviewsPage = lazyPage(adminReviews, 'AdminReviewsPage');
const AdminReportsPage = lazyPage(adminReports, 'AdminReportsPage');
const AdminTwoStepPage = lazyPage(settings, 'AdminTwoStepPage');
const AdminConversationPage = lazyPage(messages, 'AdminConversationPage');

const adminRoutes: RouteObject[] = [
  { path: 'login', element: <AdminLoginPage /> },
  { path: 'logout', element: <LogoutPage /> },
  {
    element: <RequireRole allow="admin" loginPath="/admin/login" />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { path: 'dashboard', element: <AdminDashboardPage /> },
          { path: 'clients', element: <AdminUsersPage userRole="client" /> },
          { path: 'jobs', element: <AdminJobsPage /> },
          { path: 'jobs/:id', element: <AdminJobPage /> },
          { path: 'freelancers', element: <AdminUsersPage userRole="freelancer" /> },
          { path: 'contracts', element: <AdminContractsPage /> },
          { path: 'contracts/:id', element: <AdminContractPage /> },
          { path: 'payments', element: <AdminPaymentsPage /> },
          { path: 'disputes', element: <AdminDisputesPage /> },
          { path: 'disputes/:id', element: <AdminDisputePage /> },
          { path: 'reviews', element: <AdminReviewsPage /> },
          { path: 'reports', element: <AdminReportsPage /> },
          { path: 'users/:id', element: <AdminUserPage /> },
          { path: 'job-categories', element: <AdminCatalogPage kind="categories" /> },
          { path: 'skills', element: <AdminCatalogPage kind="skills" /> },
          { path: 'feedback', element: <AdminFeedbackPage /> },
          { path: 'messages', element: <AdminMessagesPage /> },
          { path: 'messages/:id', element: <AdminConversationPage /> },
          { path: 'two-step', element: <AdminTwoStepPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** /admin/*: the spec's admin area, behind the admin's sign-in. */
export function AdminRoutes() {
  return useRoutes(adminRoutes);
}
