import { type RouteObject, useRoutes } from 'react-router';
import { StandaloneNotFoundPage } from '../components/ui/not-found-page';
import { lazyPage } from '../lib/lazy-page';
import { RootLayout } from './layouts/root-layout';

const auth = () => import('../features/auth/pages');
const areaRoutes = () => import('./area-routes');
const browseJobs = () => import('../features/jobs/pages/browse');
const contracts = () => import('../features/contracts/pages');
const site = () => import('../features/site/pages');
const notifications = () => import('../features/notifications/pages');
const profiles = () => import('../features/profiles/pages');
const talent = () => import('../features/talent/pages');
const reputation = () => import('../features/reputation/pages');

// Only the landing page's own chunk joins the entry: the query client, toasts and the auth guard
// load with the first other route, and each area's route table with its first visit (budget:
// scripts/check-bundle-budget.mjs).
const AppProviders = lazyPage(() => import('./providers'), 'AppProviders');
const AreaOrPublicLayout = lazyPage(() => import('./layouts/area-or-public-layout'), 'AreaOrPublicLayout');
const ClientRoutes = lazyPage(areaRoutes, 'ClientRoutes');
const FreelancerRoutes = lazyPage(areaRoutes, 'FreelancerRoutes');
const AdminRoutes = lazyPage(() => import('./admin-routes'), 'AdminRoutes');

const LandingPage = lazyPage(() => import('../features/landing/pages/landing-page'), 'LandingPage');
const LoginPage = lazyPage(auth, 'LoginPage');
const SelectRolePage = lazyPage(auth, 'SelectRolePage');
const SignupPage = lazyPage(auth, 'SignupPage');
const OtpPage = lazyPage(auth, 'OtpPage');
const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
const DashboardRedirect = lazyPage(auth, 'DashboardRedirect');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const GoogleRolePage = lazyPage(auth, 'GoogleRolePage');

const PublicJobsPage = lazyPage(browseJobs, 'PublicJobsPage');
const PublicJobPage = lazyPage(browseJobs, 'PublicJobPage');
const SafePayPage = lazyPage(contracts, 'SafePayPage');
const FeesPage = lazyPage(contracts, 'FeesPage');
const TalentPage = lazyPage(talent, 'TalentPage');
const AboutPage = lazyPage(site, 'AboutPage');
const TermsPage = lazyPage(site, 'TermsPage');
const PrivacyPage = lazyPage(site, 'PrivacyPage');
const BlogPage = lazyPage(site, 'BlogPage');
const FeedbackPage = lazyPage(site, 'FeedbackPage');
const UnsubscribePage = lazyPage(notifications, 'UnsubscribePage');
const PublicFreelancerPage = lazyPage(profiles, 'PublicFreelancerPage');
const ReputationPage = lazyPage(reputation, 'ReputationPage');

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
          { path: '/client/*', element: <ClientRoutes /> },
          { path: '/freelancer/*', element: <FreelancerRoutes /> },
          { path: '/admin/*', element: <AdminRoutes /> },
          { path: '*', element: <StandaloneNotFoundPage /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
