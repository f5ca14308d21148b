import type { TalentSort } from '@skillora/shared';
import { pageFrom } from '../../../lib/pages';
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
export type TalentSearchState = Record<TalentSearchKey, string>;
export type TalentSearchChange = Partial<Record<TalentSearchKey, string | number | readonly string[]>>;

/** What "Clear filters" empties (the words stay). */
export const TALENT_FILTER_KEYS = [
  'categoryId',
  'skills',
  'minRateCents',
  'maxRateCents',
  'country',
] as const;

const listFrom = (value: string) => (value ? value.split(',').filter(Boolean) : undefined);
const numberFrom = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The URL's search as the API's query. Values go as they are: a hand-edited URL gets the server's
 * own 400 message instead of a silently ignored filter.
 */
export function talentSearchParamsFrom(state: TalentSearchState): TalentSearchParams {
  return {
    q: state.q || undefined,
    categoryId: state.categoryId || undefined,
    skills: listFrom(state.skills),
    minRateCents: numberFrom(state.minRateCents),
    maxRateCents: numberFrom(state.maxRateCents),
    country: state.country || undefined,
    sort: (state.sort || undefined) as TalentSort | undefined,
    page: pageFrom(state.page),
  };
}

export const talentFilterCountOf = (state: TalentSearchState) =>
  TALENT_FILTER_KEYS.filter((key) => state[key] !== '').length;

/** A change as URL values: lists joined by commas; any change but a page turn starts at page 1. */
export function talentSearchQueryOf(
  change: TalentSearchChange,
): Partial<Record<TalentSearchKey, string | number>> {
  const next: Partial<Record<TalentSearchKey, string | number>> = { page: '' };
  for (const [key, value] of Object.entries(change) as Array<
    [TalentSearchKey, TalentSearchChange[TalentSearchKey]]
  >) {
    next[key] = Array.isArray(value) ? value.join(',') : (value as string | number);
  }
  return next;
}

export const clearedTalentFilters = (): TalentSearchChange =>
  Object.fromEntries(TALENT_FILTER_KEYS.map((key) => [key, '']));

/** /talent filtered by one category: where the landing page's tiles lead. */
export const talentPathFor = (filter: { categoryId?: string; q?: string } = {}) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `/talent?${query}` : '/talent';
};
