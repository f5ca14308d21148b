import { pageFrom } from './pages';
import { type SearchUrl, searchUrl, textFrom } from './search-url';

/** The keys every faceted search has besides its filters: its words, its sort and its page. */
type CommonKey = 'q' | 'sort' | 'page';
type CommonParams = { q?: string | undefined; sort?: string | undefined; page?: number | undefined };

/** How each filter's URL value reads as the API's, e.g. `listFrom` for `?skills=a,b`. */
type FilterReaders<P, K extends keyof P> = { [key in K]: (value: string) => P[key] };

/**
 * A faceted search's URL state from its filters alone, as the API's query schema is built
 * (`searchQuerySchema` in packages/shared): the URL keeps the words, the filters in the order given,
 * the sort and the page, and the API gets them in that order. The sort goes to the API as it is.
 */
export function facetedSearchUrl<P extends CommonParams>() {
  return <K extends Exclude<keyof P, CommonKey> & string>(
    filters: FilterReaders<P, K>,
  ): SearchUrl<K | CommonKey, P> => {
    const filterKeys = Object.keys(filters) as K[];
    return searchUrl<K | 'q' | 'sort', P>({
      keys: ['q', ...filterKeys, 'sort', 'page'],
      filterKeys,
      paramsFrom: (state) =>
        ({
          q: textFrom(state.q),
          ...Object.fromEntries(filterKeys.map((key) => [key, filters[key](state[key])])),
          sort: textFrom(state.sort),
          page: pageFrom(state.page),
        }) as P,
    });
  };
}
