import { marketplaceKey } from '../../../lib/query-keys';

/** Matching queries sit under the marketplace root: a job, proposal or invitation change refreshes them. */
export const matchingKeys = {
  suggestions: (jobId: string) => [...marketplaceKey, 'suggestions', jobId] as const,
  bestMatches: (page: number) => [...marketplaceKey, 'best-matches', { page }] as const,
  profileReady: () => [...marketplaceKey, 'best-matches', 'profile-ready'] as const,
};
