import type { DashboardStats } from '@skillora/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export const getDashboard = () =>
  apiRequest<DashboardStats>('/api/admin/dashboard', { fallbackError: 'Failed to load the dashboard' });

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}
