import type { TalentSort } from '@skillora/shared';
import { pageFrom } from '../../../lib/pages';
import {
  listFrom,
  numberFrom,
  type SearchChange,
  type SearchState,
  searchUrl,
  textFrom,
} from '../../../lib/search-url';
import type { TalentSearchParams } from '../api/search-talent';

/** The URL's keys are the API's own, so a /talent link reads like the request it makes. */
export const TALENT_SEARCH_KEYS = [
  'q',
  'categoryId',
  'skills',
  'minRateCents',
  'maxRateCents',
  'country',
  'sort',
  'page',
] as const;
export type TalentSearchKey = (typeof TALENT_SEARCH_KEYS)[number];
export type TalentSearchState = SearchState<TalentSearchKey>;
export type TalentSearchChange = SearchChange<TalentSearchKey>;

/** What "Clear filters" empties (the words stay). */
export const TALENT_FILTER_KEYS = [
  'categoryId',
  'skills',
  'minRateCents',
  'maxRateCents',
  'country',
] as const;

/** Find Talent's URL (lib/search-url.ts): the values are checked by the API, not here. */
export const talentSearchUrl = searchUrl({
  keys: TALENT_SEARCH_KEYS,
  filterKeys: TALENT_FILTER_KEYS,
  paramsFrom: (state): TalentSearchParams => ({
    q: textFrom(state.q),
    categoryId: textFrom(state.categoryId),
    skills: listFrom(state.skills),
    minRateCents: numberFrom(state.minRateCents),
    maxRateCents: numberFrom(state.maxRateCents),
    country: textFrom(state.country),
    sort: textFrom(state.sort) as TalentSort | undefined,
    page: pageFrom(state.page),
  }),
});

export const {
  paramsFrom: talentSearchParamsFrom,
  filterCountOf: talentFilterCountOf,
  queryOf: talentSearchQueryOf,
  cleared: clearedTalentFilters,
} = talentSearchUrl;

/** /talent filtered by one category: where the landing page's tiles lead. */
export const talentPathFor = (filter: { categoryId?: string; q?: string } = {}) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `/talent?${query}` : '/talent';
};
