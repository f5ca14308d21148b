import type { BudgetType, ExperienceLevel, JobSort } from '@skillora/shared';
import { pageFrom } from '../../../lib/pages';
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
export type JobSearchState = Record<JobSearchKey, string>;
export type JobSearchChange = Partial<Record<JobSearchKey, string | number | readonly string[]>>;

/** The filters a search can be narrowed by: what "Clear filters" empties (the words stay). */
export const FILTER_KEYS = [
  'category',
  'skills',
  'budgetType',
  'budgetMin',
  'budgetMax',
  'experience',
] as const;

/** Lists travel as one comma-separated value (`?skills=a,b`), which the API reads as well. */
const listFrom = (value: string) => (value ? value.split(',').filter(Boolean) : undefined);
const numberFrom = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The URL's search as the API's query. Values go as they are: a hand-edited URL gets the server's
 * own 400 message instead of a silently ignored filter.
 */
export function jobSearchParamsFrom(state: JobSearchState): JobSearchParams {
  return {
    q: state.q || undefined,
    category: state.category || undefined,
    skills: listFrom(state.skills),
    budgetType: (state.budgetType || undefined) as BudgetType | undefined,
    budgetMin: numberFrom(state.budgetMin),
    budgetMax: numberFrom(state.budgetMax),
    experience: listFrom(state.experience) as ExperienceLevel[] | undefined,
    sort: (state.sort || undefined) as JobSort | undefined,
    page: pageFrom(state.page),
  };
}

/** How many filters are set (shown on the Filters button). */
export const filterCountOf = (state: JobSearchState) => FILTER_KEYS.filter((key) => state[key] !== '').length;

/**
 * A change as URL values: lists joined by commas; any change but a page turn starts again at
 * page 1 (`page: ''`).
 */
export function jobSearchQueryOf(change: JobSearchChange): Partial<Record<JobSearchKey, string | number>> {
  const next: Partial<Record<JobSearchKey, string | number>> = { page: '' };
  for (const [key, value] of Object.entries(change) as Array<[JobSearchKey, JobSearchChange[JobSearchKey]]>) {
    next[key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return next;
}

/** The change that empties every filter and keeps the words. */
export const clearedFilters = (): JobSearchChange => Object.fromEntries(FILTER_KEYS.map((key) => [key, '']));
