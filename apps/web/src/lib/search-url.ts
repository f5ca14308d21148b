/**
 * The URL state of a faceted search (Find Work, Find Talent): which query keys it keeps, which of
 * them are filters ("Clear filters" empties those; the words stay), and how the URL reads as the
 * API's query. Values go to the API as they are: a hand-edited URL gets the server's own 400 message
 * instead of a silently ignored filter.
 */
export type SearchState<K extends string> = Record<K, string>;
// Mapped directly (not Partial<Record>): TypeScript then sees that `{ page }` fits any search's change.
export type SearchChange<K extends string> = { [key in K]?: string | number | readonly string[] };
type SearchQuery<K extends string> = { [key in K]?: string | number };

/** Lists travel as one comma-separated value (`?skills=a,b`), which the API reads as well. */
export const listFrom = (value: string) => (value ? value.split(',').filter(Boolean) : undefined);
export const numberFrom = (value: string) => (value === '' ? undefined : Number(value));
export const textFrom = (value: string) => value || undefined;

const urlValue = (value: string | number | readonly string[]) =>
  typeof value === 'object' ? value.join(',') : value;

type SearchUrlConfig<K extends string, P> = {
  keys: readonly K[];
  filterKeys: readonly K[];
  paramsFrom: (state: SearchState<K>) => P;
};

export type SearchUrl<K extends string, P> = SearchUrlConfig<K, P> & {
  /** How many filters are set (shown on the Filters button). */
  filterCountOf: (state: SearchState<K>) => number;
  /** A change as URL values: lists joined by commas; any change but a page turn starts at page 1. */
  queryOf: (change: SearchChange<K>) => SearchQuery<K>;
  /** The change that empties every filter and keeps the words. */
  cleared: () => SearchChange<K>;
};

/** Every search keeps its page in the URL (`?page=`), which any other change resets. */
export function searchUrl<K extends string, P>(
  config: SearchUrlConfig<K | 'page', P>,
): SearchUrl<K | 'page', P> {
  return {
    ...config,
    filterCountOf: (state) => config.filterKeys.filter((key) => state[key] !== '').length,
    queryOf: (change) => {
      const next: SearchQuery<K | 'page'> = { page: '' };
      for (const key of Object.keys(change) as Array<K | 'page'>) {
        const value = change[key];
        if (value !== undefined) next[key] = urlValue(value);
      }
      return next;
    },
    cleared: () => Object.fromEntries(config.filterKeys.map((key) => [key, ''])) as SearchChange<K | 'page'>,
  };
}
