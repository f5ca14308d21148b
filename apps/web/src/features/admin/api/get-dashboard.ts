import { adminDashboardEndpoints } from '@skillora/shared/endpoints/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export const getDashboard = () =>
  callApi(adminDashboardEndpoints.stats, { fallbackError: 'Failed to load the dashboard' });

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}
