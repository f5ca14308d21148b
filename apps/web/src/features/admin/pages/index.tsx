// The admin shell's route components and the dashboard; app/admin-pages.ts loads them in one chunk
// with the domains' admin pages (features/<domain>/pages/admin.ts).
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminLayout } from './admin-layout';
export { AdminLoginPage } from './admin-login-page';
