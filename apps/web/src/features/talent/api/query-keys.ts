import { marketplaceKey } from '../../../lib/query-keys';

/** Talent queries: the search stands alone; invitations sit under the marketplace root (a job change refreshes them). */
export const talentKeys = {
  search: (params: unknown) => ['talent', 'search', params] as const,
  invitations: (params: unknown) => [...marketplaceKey, 'invitations', params] as const,
  openJobs: () => [...marketplaceKey, 'mine', 'open-for-invitations'] as const,
};
