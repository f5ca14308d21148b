import { type RouteObject, useRoutes } from 'react-router';
import { NotFoundPage } from '../components/ui/not-found-page';
import { lazyPage } from '../lib/lazy-page';
import { RequireRole } from './require-role';

// The client's and the freelancer's areas: their route tables load with the first visit to either,
// not with the landing page (the entry's budget has no room for them: ADR 009).
const areas = () => import('../features/areas/pages');
const freelancerJob = () => import('../features/jobs/pages/freelancer-job');
const findWork = () => import('../features/jobs/pages/find-work');
const clientJobs = () => import('../features/jobs/pages/client');
const proposals = () => import('../features/proposals/pages');
const contracts = () => import('../features/contracts/pages');
const disputes = () => import('../features/disputes/pages');
const messages = () => import('../features/messages/pages');
const settings = () => import('../features/settings/pages');
const notifications = () => import('../features/notifications/pages');
const profiles = () => import('../features/profiles/pages');
const talent = () => import('../features/talent/pages');
const matching = () => import('../features/matching/pages');
const reports = () => import('../features/reports/pages');
const documents = () => import('../features/documents/pages');

const ClientLayout = lazyPage(areas, 'ClientLayout');
const ClientHomePage = lazyPage(areas, 'ClientHomePage');
const FreelancerLayout = lazyPage(areas, 'FreelancerLayout');
const FreelancerHomePage = lazyPage(areas, 'FreelancerHomePage');
const FreelancerDashboard = lazyPage(
  () => import('../features/areas/pages/freelancer-dashboard'),
  'FreelancerDashboard',
);
const FindWorkPage = lazyPage(findWork, 'FindWorkPage');
// Best matches or the search (Most recent): each its own chunk, so the search's does not grow (ADR 036).
const FindWorkViews = lazyPage(matching, 'FindWorkViews');
const SavedJobsPage = lazyPage(findWork, 'SavedJobsPage');
const FreelancerJobPage = lazyPage(freelancerJob, 'FreelancerJobPage');
const MyProposalsPage = lazyPage(proposals, 'MyProposalsPage');
const MyJobsPage = lazyPage(clientJobs, 'MyJobsPage');
const PostJobPage = lazyPage(clientJobs, 'PostJobPage');
const ClientJobPage = lazyPage(clientJobs, 'ClientJobPage');
const EditJobPage = lazyPage(clientJobs, 'EditJobPage');
const ContractsPage = lazyPage(contracts, 'ContractsPage');
const ContractPage = lazyPage(contracts, 'ContractPage');
const OffersPage = lazyPage(contracts, 'OffersPage');
const OfferPage = lazyPage(contracts, 'OfferPage');
const HireAgainPage = lazyPage(contracts, 'HireAgainPage');
const WalletPage = lazyPage(contracts, 'WalletPage');
// Its own chunk: the freelancer's hourly week, loaded only by those who log time.
const LogTimePage = lazyPage(() => import('../features/contracts/pages/log-time-page'), 'LogTimePage');
const SandboxOnboardingPage = lazyPage(contracts, 'SandboxOnboardingPage');
const SandboxChallengePage = lazyPage(contracts, 'SandboxChallengePage');
const DisputePage = lazyPage(disputes, 'DisputePage');
const OpenDisputePage = lazyPage(disputes, 'OpenDisputePage');
const MessagesPage = lazyPage(messages, 'MessagesPage');
const SettingsPage = lazyPage(settings, 'SettingsPage');
const NotificationSettingsPage = lazyPage(notifications, 'NotificationSettingsPage');
const FreelancerProfilePage = lazyPage(profiles, 'FreelancerProfilePage');
const ClientProfilePage = lazyPage(profiles, 'ClientProfilePage');
const InvitationsPage = lazyPage(talent, 'InvitationsPage');
const MyReportsPage = lazyPage(reports, 'MyReportsPage');
const DocumentsPage = lazyPage(documents, 'DocumentsPage');
const DocumentPage = lazyPage(documents, 'DocumentPage');

type Side = 'client' | 'freelancer';

/** The pages both areas have, each told whose side it shows. */
const sharedPages = (side: Side): RouteObject[] => [
  { path: 'contracts', element: <ContractsPage side={side} /> },
  { path: 'contracts/:id', element: <ContractPage side={side} /> },
  { path: 'offers/:id', element: <OfferPage side={side} /> },
  { path: 'contracts/:id/milestones/:milestoneId/dispute', element: <OpenDisputePage side={side} /> },
  { path: 'disputes/:id', element: <DisputePage side={side} /> },
  { path: 'messages', element: <MessagesPage side={side} /> },
  { path: 'messages/:id', element: <MessagesPage side={side} /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'settings/notifications', element: <NotificationSettingsPage /> },
  { path: 'reports', element: <MyReportsPage /> },
  { path: 'documents', element: <DocumentsPage side={side} /> },
  { path: 'documents/:id', element: <DocumentPage side={side} /> },
  { path: '*', element: <NotFoundPage /> },
];

const clientRoutes: RouteObject[] = [
  {
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
          { path: 'freelancers/:id/hire', element: <HireAgainPage /> },
          { path: 'profile', element: <ClientProfilePage /> },
          { path: 'sandbox-challenge/:paymentId', element: <SandboxChallengePage /> },
          ...sharedPages('client'),
        ],
      },
    ],
  },
];

const freelancerRoutes: RouteObject[] = [
  {
    element: <RequireRole allow="freelancer" loginPath="/login" />,
    children: [
      {
        element: <FreelancerLayout />,
        children: [
          { path: 'home', element: <FreelancerHomePage Dashboard={FreelancerDashboard} /> },
          { path: 'jobs', element: <FindWorkViews recent={<FindWorkPage />} /> },
          { path: 'jobs/:id', element: <FreelancerJobPage /> },
          { path: 'saved-jobs', element: <SavedJobsPage /> },
          { path: 'proposals', element: <MyProposalsPage /> },
          { path: 'offers', element: <OffersPage /> },
          { path: 'wallet', element: <WalletPage /> },
          { path: 'log-time', element: <LogTimePage /> },
          { path: 'sandbox-onboarding', element: <SandboxOnboardingPage /> },
          { path: 'profile', element: <FreelancerProfilePage /> },
          { path: 'invitations', element: <InvitationsPage /> },
          ...sharedPages('freelancer'),
        ],
      },
    ],
  },
];

/** /client/*: the spec's client area, behind the client's sign-in. */
export function ClientRoutes() {
  return useRoutes(clientRoutes);
}

/** /freelancer/*: the spec's freelancer area, behind the freelancer's sign-in. */
export function FreelancerRoutes() {
  return useRoutes(freelancerRoutes);
}
