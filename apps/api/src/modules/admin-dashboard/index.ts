export { adminDashboardPlugin } from './admin-dashboard.plugin';
