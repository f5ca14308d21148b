import type { BudgetType, ExperienceLevel, JobSort } from '@skillora/shared';
import { useCallback } from 'react';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import type { JobSearchParams } from '../api/search-jobs';

const KEYS = [
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
type Key = (typeof KEYS)[number];

/** The filters a search can be narrowed by: what "Clear filters" empties (the words stay). */
const FILTER_KEYS = ['category', 'skills', 'budgetType', 'budgetMin', 'budgetMax', 'experience'] as const;

export type JobSearchChange = Partial<Record<Key, string | number | readonly string[]>>;

/** Lists travel as one comma-separated value (`?skills=a,b`), which the API reads as well. */
const listFrom = (value: string) => (value ? value.split(',').filter(Boolean) : undefined);
const numberFrom = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The job search kept in the URL, so a search can be shared or reloaded. Values go to the API as
 * they are: a hand-edited URL gets the server's own 400 message instead of a silently ignored filter.
 */
export function useJobSearchState() {
  const [state, setState] = useQueryState(KEYS);
  const page = pageFrom(state.page);

  const params: JobSearchParams = {
    q: state.q || undefined,
    category: state.category || undefined,
    skills: listFrom(state.skills),
    budgetType: (state.budgetType || undefined) as BudgetType | undefined,
    budgetMin: numberFrom(state.budgetMin),
    budgetMax: numberFrom(state.budgetMax),
    experience: listFrom(state.experience) as ExperienceLevel[] | undefined,
    sort: (state.sort || undefined) as JobSort | undefined,
    page,
  };
  const filterCount = FILTER_KEYS.filter((key) => state[key] !== '').length;

  /** Any change but a page turn starts again at page 1. */
  const update = useCallback(
    (change: JobSearchChange) => {
      const next: Partial<Record<Key, string | number>> = { page: '' };
      for (const [key, value] of Object.entries(change) as Array<[Key, JobSearchChange[Key]]>) {
        next[key] = Array.isArray(value) ? value.join(',') : (value as string | number);
      }
      setState(next);
    },
    [setState],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, '']))),
    [update],
  );

  return { state, params, page, filterCount, update, clearFilters };
}
