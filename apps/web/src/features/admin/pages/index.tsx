// The admin area's route components, loaded as one chunk by app/router.tsx.
export { AdminCatalogPage } from './admin-catalog-page';
export { AdminContractPage } from './admin-contract-page';
export { AdminContractsPage } from './admin-contracts-page';
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminFeedbackPage } from './admin-feedback-page';
export { AdminJobPage } from './admin-job-page';
export { AdminJobsPage } from './admin-jobs-page';
export { AdminLayout } from './admin-layout';
export { AdminLoginPage } from './admin-login-page';
export { AdminMessagesPage } from './admin-messages-page';
export { AdminPaymentsPage } from './admin-payments-page';
export { AdminUserPage } from './admin-user-page';
export { AdminUsersPage } from './admin-users-page';
