import type { BudgetType, ExperienceLevel, JobSort } from '@skillora/shared';
import { pageFrom } from '../../../lib/pages';
import {
  listFrom,
  numberFrom,
  type SearchChange,
  type SearchState,
  searchUrl,
  textFrom,
} from '../../../lib/search-url';
import type { JobSearchParams } from '../api/search-jobs';

export const JOB_SEARCH_KEYS = [
  'q',
  'category',
  'skills',
  'budgetType',
  'budgetMin',
  'budgetMax',
  'experience',
  'sort',
  'page',
] as const;
export type JobSearchKey = (typeof JOB_SEARCH_KEYS)[number];
export type JobSearchState = SearchState<JobSearchKey>;
export type JobSearchChange = SearchChange<JobSearchKey>;

/** The filters a search can be narrowed by: what "Clear filters" empties (the words stay). */
export const FILTER_KEYS = [
  'category',
  'skills',
  'budgetType',
  'budgetMin',
  'budgetMax',
  'experience',
] as const;

/** Find Work's URL (lib/search-url.ts): the values are checked by the API, not here. */
export const jobSearchUrl = searchUrl({
  keys: JOB_SEARCH_KEYS,
  filterKeys: FILTER_KEYS,
  paramsFrom: (state): JobSearchParams => ({
    q: textFrom(state.q),
    category: textFrom(state.category),
    skills: listFrom(state.skills),
    budgetType: textFrom(state.budgetType) as BudgetType | undefined,
    budgetMin: numberFrom(state.budgetMin),
    budgetMax: numberFrom(state.budgetMax),
    experience: listFrom(state.experience) as ExperienceLevel[] | undefined,
    sort: textFrom(state.sort) as JobSort | undefined,
    page: pageFrom(state.page),
  }),
});

export const {
  paramsFrom: jobSearchParamsFrom,
  filterCountOf,
  queryOf: jobSearchQueryOf,
  cleared: clearedFilters,
} = jobSearchUrl;
