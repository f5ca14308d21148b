import { adminDashboardEndpoints } from '@skillora/shared/endpoints/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/query-keys';

export { dashboardQueryKey };

export const getDashboard = () =>
  callApi(adminDashboardEndpoints.stats, { fallbackError: 'Failed to load the dashboard' });

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}
