import { marketplaceKey } from '../../../lib/query-keys';

/** Every jobs query sits under the marketplace root, so one invalidation after a change refreshes them all. */
export const jobsKeys = {
  all: marketplaceKey,
  search: (params: unknown) => [...marketplaceKey, 'search', params] as const,
  job: (id: string) => [...marketplaceKey, 'job', id] as const,
  saved: (params: unknown) => [...marketplaceKey, 'saved', params] as const,
  myJobs: (params: unknown) => [...marketplaceKey, 'mine', params] as const,
  myJob: (id: string) => [...marketplaceKey, 'mine', 'one', id] as const,
  catalog: (kind: 'categories' | 'skills') => ['catalog', kind] as const,
};
