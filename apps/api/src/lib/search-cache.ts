import type { Clock } from './clock';
import { createShortCache } from './short-cache';

/** Distinct searches one instance keeps answers for (a page is a few KB of rows). */
const SEARCH_CACHE_ENTRIES = 1000;

/**
 * The query as a cache key: its fields in a fixed order, so `?a=1&b=2` and `?b=2&a=1` (parsed into
 * objects with different key orders) share one entry.
 */
const keyOf = (query: object) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export type SearchCacheOptions = {
  /** How long an answer is served as it is (`SEARCH_CACHE_MS`); 0 reads through every time. */
  ttlMs: number;
  /** The bound every instance owes a change: never an answer whose query began longer ago. */
  freshnessMs: number;
  clock: Clock;
  /** Changes with every commit of this instance (`uow.commits`): it sees its own writes at once. */
  generation: () => number;
};

/**
 * Answers to a public search that are the same for everyone who asks (a visitor's job search, Find
 * Talent; ADR 043): one per query. Past `ttlMs` the answer in hand is served while one refresh runs, up to
 * `freshnessMs`: an expiry under load does not make requests wait, and a change on any instance shows
 * everywhere within the bound.
 */
export function createSearchCache<V>({ ttlMs, freshnessMs, clock, generation }: SearchCacheOptions) {
  const cache = createShortCache<V>({
    ttlMs,
    maxAgeMs: freshnessMs,
    maxEntries: SEARCH_CACHE_ENTRIES,
    clock,
    generation,
  });
  return {
    get: (query: object, load: () => Promise<V>): Promise<V> => cache.get(keyOf(query), load),
  };
}
