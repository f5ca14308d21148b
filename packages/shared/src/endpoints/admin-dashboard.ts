import { GetDashboardResponseSchema } from '../schemas/admin-dashboard';
import { endpoint } from './endpoint';

/** The counts on the admin dashboard. */
export const adminDashboardEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/admin/dashboard', response: GetDashboardResponseSchema }),
};
