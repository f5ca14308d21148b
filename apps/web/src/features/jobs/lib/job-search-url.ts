import type { BudgetType, ExperienceLevel } from '@skillora/shared';
import { facetedSearchUrl } from '../../../lib/faceted-search-url';
import { listFrom, numberFrom, type SearchChange, type SearchState, textFrom } from '../../../lib/search-url';
import type { JobSearchParams } from '../api/search-jobs';

/** Find Work's URL: the values are checked by the API, not here. */
export const jobSearchUrl = facetedSearchUrl<JobSearchParams>()({
  category: textFrom,
  skills: listFrom,
  budgetType: textFrom as (value: string) => BudgetType | undefined,
  budgetMin: numberFrom,
  budgetMax: numberFrom,
  experience: listFrom as (value: string) => ExperienceLevel[] | undefined,
  minClientRating: numberFrom,
});

export type JobSearchKey = (typeof jobSearchUrl.keys)[number];
export type JobSearchState = SearchState<JobSearchKey>;
export type JobSearchChange = SearchChange<JobSearchKey>;
