import { useCallback } from 'react';
import { useQueryState } from '../../../hooks/use-query-state';
import {
  clearedFilters,
  filterCountOf,
  JOB_SEARCH_KEYS,
  type JobSearchChange,
  jobSearchParamsFrom,
  jobSearchQueryOf,
} from '../lib/job-search-url';

export type { JobSearchChange } from '../lib/job-search-url';

/** The job search kept in the URL, so a search can be shared or reloaded (lib/job-search-url.ts). */
export function useJobSearchState() {
  const [state, setState] = useQueryState(JOB_SEARCH_KEYS);
  const update = useCallback((change: JobSearchChange) => setState(jobSearchQueryOf(change)), [setState]);
  const clearFilters = useCallback(() => update(clearedFilters()), [update]);
  return {
    state,
    params: jobSearchParamsFrom(state),
    filterCount: filterCountOf(state),
    update,
    clearFilters,
  };
}
