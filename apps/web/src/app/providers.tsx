import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { retryUnlessClientError } from '../lib/api-client';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryUnlessClientError } },
});

/**
 * Server state and toasts for every route except the landing page. It is a lazily loaded route
 * layout, not a wrapper in main.tsx, so the landing page ships without TanStack Query and sonner
 * (its JS budget is 100 KB gzip). The client lives in this module, so its cache outlives route changes.
 */
export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
