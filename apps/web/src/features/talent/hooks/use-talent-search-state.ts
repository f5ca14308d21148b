import { useCallback } from 'react';
import { useQueryState } from '../../../hooks/use-query-state';
import {
  clearedTalentFilters,
  TALENT_SEARCH_KEYS,
  type TalentSearchChange,
  talentFilterCountOf,
  talentSearchParamsFrom,
  talentSearchQueryOf,
} from '../lib/talent-search-url';

/** The talent search kept in the URL, so a search can be shared or reloaded. */
export function useTalentSearchState() {
  const [state, setState] = useQueryState(TALENT_SEARCH_KEYS);
  const update = useCallback(
    (change: TalentSearchChange) => setState(talentSearchQueryOf(change)),
    [setState],
  );
  const clearFilters = useCallback(() => update(clearedTalentFilters()), [update]);
  return {
    state,
    params: talentSearchParamsFrom(state),
    filterCount: talentFilterCountOf(state),
    update,
    clearFilters,
  };
}
