import { useCallback } from 'react';
import type { SearchChange, SearchUrl } from '../lib/search-url';
import { useQueryState } from './use-query-state';

/** A faceted search kept in the URL, so a search can be shared, reloaded or gone back to. */
export function useSearchState<K extends string, P>(url: SearchUrl<K, P>) {
  const [state, setState] = useQueryState(url.keys);
  const { queryOf, cleared } = url;
  const update = useCallback((change: SearchChange<K>) => setState(queryOf(change)), [setState, queryOf]);
  const clearFilters = useCallback(() => update(cleared()), [update, cleared]);
  return {
    state,
    params: url.paramsFrom(state),
    filterCount: url.filterCountOf(state),
    update,
    clearFilters,
  };
}
