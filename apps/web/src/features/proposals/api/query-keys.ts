import { marketplaceKey } from '../../../lib/query-keys';

/** Proposal lists sit under the marketplace root: a job's change (closed, say) refreshes them too. */
export const proposalsKeys = {
  all: marketplaceKey,
  mine: (params: unknown) => [...marketplaceKey, 'my-proposals', params] as const,
  ofJob: (jobId: string, params: unknown) => [...marketplaceKey, 'proposals', jobId, params] as const,
};
