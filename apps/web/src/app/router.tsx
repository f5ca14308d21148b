import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage, StandaloneNotFoundPage } from '../components/ui/not-found-page';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './layouts/root-layout';

const auth = () => import('../features/auth/pages');
const areas = () => import('../features/areas/pages');
const admin = () => import('./admin-pages');
const adminMoney = () => import('../features/contracts/pages/admin');
const adminDisputes = () => import('../features/disputes/pages/admin');
const adminReviews = () => import('../features/reviews/pages/admin');
const browseJobs = () => import('../features/jobs/pages/browse');
const freelancerJob = () => import('../features/jobs/pages/freelancer-job');
const clientJobs = () => import('../features/jobs/pages/client');
const proposals = () => import('../features/proposals/pages');
const contracts = () => import('../features/contracts/pages');
const disputes = () => import('../features/disputes/pages');
const site = () => import('../features/site/pages');
const messages = () => import('../features/messages/pages');
const settings = () => import('../features/settings/pages');
const notifications = () => import('../features/notifications/pages');
const profiles = () => import('../features/profiles/pages');
const talent = () => import('../features/talent/pages');
const reputation = () => import('../features/reputation/pages');

// Only the landing page's own chunk joins the entry: the query client, toasts and the auth guard
// load with the first other route (budget: scripts/check-bundle-budget.mjs).
const AppProviders = lazyPage(() => import('./providers'), 'AppProviders');
const RequireRole = lazyPage(() => import('./require-role'), 'RequireRole');
const AreaOrPublicLayout = lazyPage(() => import('./layouts/area-or-public-layout'), 'AreaOrPublicLayout');

const LandingPage = lazyPage(() => import('../features/landing/pages/landing-page'), 'LandingPage');
const LoginPage = lazyPage(auth, 'LoginPage');
const SelectRolePage = lazyPage(auth, 'SelectRolePage');
const SignupPage = lazyPage(auth, 'SignupPage');
const OtpPage = lazyPage(auth, 'OtpPage');
const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
const DashboardRedirect = lazyPage(auth, 'DashboardRedirect');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const GoogleRolePage = lazyPage(auth, 'GoogleRolePage');

const ClientLayout = lazyPage(areas, 'ClientLayout');
const ClientHomePage = lazyPage(areas, 'ClientHomePage');
const FreelancerLayout = lazyPage(areas, 'FreelancerLayout');
const FreelancerHomePage = lazyPage(areas, 'FreelancerHomePage');
const FreelancerDashboard = lazyPage(
  () => import('../features/areas/pages/freelancer-dashboard'),
  'FreelancerDashboard',
);

const PublicJobsPage = lazyPage(browseJobs, 'PublicJobsPage');
const PublicJobPage = lazyPage(browseJobs, 'PublicJobPage');
const FindWorkPage = lazyPage(browseJobs, 'FindWorkPage');
const FreelancerJobPage = lazyPage(freelancerJob, 'FreelancerJobPage');
const SavedJobsPage = lazyPage(browseJobs, 'SavedJobsPage');
const MyProposalsPage = lazyPage(proposals, 'MyProposalsPage');
const MyJobsPage = lazyPage(clientJobs, 'MyJobsPage');
const ContractsPage = lazyPage(contracts, 'ContractsPage');
const ContractPage = lazyPage(contracts, 'ContractPage');
const OffersPage = lazyPage(contracts, 'OffersPage');
const WalletPage = lazyPage(contracts, 'WalletPage');
const SettingsPage = lazyPage(settings, 'SettingsPage');
const SafePayPage = lazyPage(contracts, 'SafePayPage');
const FeesPage = lazyPage(contracts, 'FeesPage');
const DisputePage = lazyPage(disputes, 'DisputePage');
const OpenDisputePage = lazyPage(disputes, 'OpenDisputePage');
const TalentPage = lazyPage(talent, 'TalentPage');
const InvitationsPage = lazyPage(talent, 'InvitationsPage');
const MessagesPage = lazyPage(messages, 'MessagesPage');
const PostJobPage = lazyPage(clientJobs, 'PostJobPage');
const ClientJobPage = lazyPage(clientJobs, 'ClientJobPage');
const EditJobPage = lazyPage(clientJobs, 'EditJobPage');

const AboutPage = lazyPage(site, 'AboutPage');
const TermsPage = lazyPage(site, 'TermsPage');
const PrivacyPage = lazyPage(site, 'PrivacyPage');
const BlogPage = lazyPage(site, 'BlogPage');
const FeedbackPage = lazyPage(site, 'FeedbackPage');
const NotificationSettingsPage = lazyPage(notifications, 'NotificationSettingsPage');
const UnsubscribePage = lazyPage(notifications, 'UnsubscribePage');
const FreelancerProfilePage = lazyPage(profiles, 'FreelancerProfilePage');
const ClientProfilePage = lazyPage(profiles, 'ClientProfilePage');
const PublicFreelancerPage = lazyPage(profiles, 'PublicFreelancerPage');
const ReputationPage = lazyPage(reputation, 'ReputationPage');

const AdminLoginPage = lazyPage(admin, 'AdminLoginPage');
const AdminLayout = lazyPage(admin, 'AdminLayout');
const AdminDashboardPage = lazyPage(admin, 'AdminDashboardPage');
const AdminUsersPage = lazyPage(admin, 'AdminUsersPage');
const AdminUserPage = lazyPage(admin, 'AdminUserPage');
const AdminJobsPage = lazyPage(admin, 'AdminJobsPage');
const AdminJobPage = lazyPage(admin, 'AdminJobPage');
const AdminCatalogPage = lazyPage(admin, 'AdminCatalogPage');
const AdminContractsPage = lazyPage(adminMoney, 'AdminContractsPage');
const AdminContractPage = lazyPage(adminMoney, 'AdminContractPage');
const AdminPaymentsPage = lazyPage(adminMoney, 'AdminPaymentsPage');
const AdminDisputesPage = lazyPage(adminDisputes, 'AdminDisputesPage');
const AdminDisputePage = lazyPage(adminDisputes, 'AdminDisputePage');
const AdminReviewsPage = lazyPage(adminReviews, 'AdminReviewsPage');
const AdminFeedbackPage = lazyPage(admin, 'AdminFeedbackPage');
const AdminMessagesPage = lazyPage(admin, 'AdminMessagesPage');
const AdminTwoStepPage = lazyPage(settings, 'AdminTwoStepPage');
const AdminConversationPage = lazyPage(messages, 'AdminConversationPage');

/**
 * The spec's route table: '/*' public, plus '/freelancer/*', '/client/*' and '/admin/*'.
 * Declarative routes (useRoutes under a BrowserRouter), not a data router: no route has a loader or
 * an action, and the data router alone costs 17 KB gzip of the landing page's 100 KB budget.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: <AppProviders />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/select-role', element: <SelectRolePage /> },
          { path: '/select-role/google', element: <GoogleRolePage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/otp', element: <OtpPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/dashboard', element: <DashboardRedirect /> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/jobs', element: <PublicJobsPage /> },
          { path: '/jobs/:id', element: <PublicJobPage /> },
          { path: '/safepay', element: <SafePayPage /> },
          { path: '/fees', element: <FeesPage /> },
          { path: '/about', element: <AboutPage /> },
          { path: '/terms', element: <TermsPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/blog', element: <BlogPage /> },
          { path: '/feedback', element: <FeedbackPage /> },
          { path: '/unsubscribe', element: <UnsubscribePage /> },
          {
            element: <AreaOrPublicLayout />,
            children: [
              { path: '/talent', element: <TalentPage /> },
              { path: '/freelancers/:id', element: <PublicFreelancerPage /> },
            ],
          },
          { path: '/reputation', element: <ReputationPage /> },
          {
            path: '/client',
            element: <RequireRole allow="client" loginPath="/login" />,
            children: [
              {
                element: <ClientLayout />,
                children: [
                  { path: 'home', element: <ClientHomePage /> },
                  { path: 'jobs', element: <MyJobsPage /> },
                  { path: 'jobs/new', element: <PostJobPage /> },
                  { path: 'jobs/:id', element: <ClientJobPage /> },
                  { path: 'jobs/:id/edit', element: <EditJobPage /> },
                  { path: 'contracts', element: <ContractsPage side="client" /> },
                  { path: 'contracts/:id', element: <ContractPage side="client" /> },
                  {
                    path: 'contracts/:id/milestones/:milestoneId/dispute',
                    element: <OpenDisputePage side="client" />,
                  },
                  { path: 'disputes/:id', element: <DisputePage side="client" /> },
                  { path: 'messages', element: <MessagesPage side="client" /> },
                  { path: 'messages/:id', element: <MessagesPage side="client" /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'settings/notifications', element: <NotificationSettingsPage /> },
                  { path: 'profile', element: <ClientProfilePage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          {
            path: '/freelancer',
            element: <RequireRole allow="freelancer" loginPath="/login" />,
            children: [
              {
                element: <FreelancerLayout />,
                children: [
                  { path: 'home', element: <FreelancerHomePage Dashboard={FreelancerDashboard} /> },
                  { path: 'jobs', element: <FindWorkPage /> },
                  { path: 'jobs/:id', element: <FreelancerJobPage /> },
                  { path: 'saved-jobs', element: <SavedJobsPage /> },
                  { path: 'proposals', element: <MyProposalsPage /> },
                  { path: 'offers', element: <OffersPage /> },
                  { path: 'contracts', element: <ContractsPage side="freelancer" /> },
                  { path: 'contracts/:id', element: <ContractPage side="freelancer" /> },
                  {
                    path: 'contracts/:id/milestones/:milestoneId/dispute',
                    element: <OpenDisputePage side="freelancer" />,
                  },
                  { path: 'disputes/:id', element: <DisputePage side="freelancer" /> },
                  { path: 'messages', element: <MessagesPage side="freelancer" /> },
                  { path: 'messages/:id', element: <MessagesPage side="freelancer" /> },
                  { path: 'wallet', element: <WalletPage /> },
                  { path: 'settings', element: <SettingsPage /> },
                  { path: 'settings/notifications', element: <NotificationSettingsPage /> },
                  { path: 'profile', element: <FreelancerProfilePage /> },
                  { path: 'invitations', element: <InvitationsPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          {
            path: '/admin',
            children: [
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
            ],
          },
          { path: '*', element: <StandaloneNotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
