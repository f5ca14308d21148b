import { facetedSearchUrl } from '../../../lib/faceted-search-url';
import { listFrom, numberFrom, type SearchChange, type SearchState, textFrom } from '../../../lib/search-url';
import type { TalentSearchParams } from '../api/search-talent';

/** Find Talent's URL, whose keys are the API's own, so a /talent link reads like the request it makes. */
export const talentSearchUrl = facetedSearchUrl<TalentSearchParams>()({
  categoryId: textFrom,
  skills: listFrom,
  minRateCents: numberFrom,
  maxRateCents: numberFrom,
  country: textFrom,
  minRating: numberFrom,
});

export type TalentSearchKey = (typeof talentSearchUrl.keys)[number];
export type TalentSearchState = SearchState<TalentSearchKey>;
export type TalentSearchChange = SearchChange<TalentSearchKey>;

/** /talent filtered by one category: where the landing page's tiles lead. */
export const talentPathFor = (filter: { categoryId?: string; q?: string } = {}) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `/talent?${query}` : '/talent';
};
