import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type PagedSource, usePagedList } from '../../hooks/use-paged-list';
import { useSearchState } from '../../hooks/use-search-state';
import { formatCount } from '../../lib/format';
import type { SearchChange, SearchState, SearchUrl } from '../../lib/search-url';
import { PagedList } from './paged-list';
import { SearchPage, useFilterReset } from './search-page';
import {
  NoResults,
  SearchResults,
  SearchResultsError,
  SearchResultsLoading,
  type SearchResultTexts,
} from './search-results';
import { SortSelect } from './sort-select';

/** The keys every search has: its words, its sort and its page. */
type SearchKey = 'q' | 'sort' | 'page';

type FilterProps<K extends string, P> = {
  state: SearchState<K>;
  params: P;
  onChange: (change: SearchChange<K>) => void;
};

/** What makes one faceted search differ from another: its URL, query, words, filters and cards. */
export type FacetedSearchConfig<K extends string, P, Row, S extends string> = {
  title: string;
  intro: string;
  /** The search box's name for screen readers ('Search jobs'). */
  searchLabel: string;
  /** The results section's id, which the skip link targets. */
  resultsId: string;
  /** Counted in the status: 'job' reads '3 jobs found'. */
  noun: string;
  texts: SearchResultTexts;
  url: SearchUrl<K | SearchKey, P>;
  /** The query hook: one page of results for the URL's params. */
  useResults: (params: P) => PagedSource<Row> & { isFetching: boolean };
  /** Every sort, in the order offered, with its label. */
  sorts: Record<S, string>;
  /** The sort that ranks by the words, offered only with a query; and the default without one. */
  ranked: S;
  unranked: S;
  filters: (props: FilterProps<K | SearchKey, P>) => ReactNode;
};

type FacetedSearchProps<K extends string, P, Row, S extends string> = {
  config: FacetedSearchConfig<K, P, Row, S>;
  /** One result's card; `linkState` brings the user back to this very search. */
  children: (row: Row, linkState: { backTo: string }) => ReactNode;
};

/** A search page whose every choice lives in the URL, so a search can be shared, reloaded or gone back to. */
export function FacetedSearch<
  K extends string,
  P extends { q?: string },
  Row extends { id: string },
  S extends string,
>({ config, children }: FacetedSearchProps<K, P, Row, S>) {
  const { state, params, filterCount, update, clearFilters } = useSearchState(config.url);
  const search = config.useResults(params);
  const list = usePagedList(search, state.page, update);
  const location = useLocation();
  const reset = useFilterReset(clearFilters);
  const linkState = { backTo: location.pathname + location.search };
  const { texts } = config;

  return (
    <SearchPage
      title={config.title}
      intro={config.intro}
      search={{
        label: config.searchLabel,
        placeholder: 'Search by title, skill or keyword',
        maxLength: JOB_SEARCH_MAX,
        value: state.q,
        onSearch: (q) => update({ q }),
      }}
      resultsId={config.resultsId}
      filters={config.filters({ state, params, onChange: update })}
      filterCount={filterCount}
      reset={reset}
      status={search.data ? `${formatCount(search.data.total, config.noun)} found` : ''}
      isFetching={search.isFetching}
      sort={
        <SortSelect
          labels={config.sorts}
          ranked={config.ranked}
          unranked={config.unranked}
          sort={state.sort}
          hasQuery={Boolean(params.q)}
          onChange={(sort) => update({ sort })}
        />
      }
    >
      <PagedList
        list={list}
        label="Result pages"
        loading={<SearchResultsLoading text={texts.loading} />}
        failed={(error) => <SearchResultsError error={error} fallback={texts.failed} />}
        empty={
          <NoResults
            texts={texts}
            hasCriteria={filterCount > 0 || Boolean(params.q)}
            onClear={filterCount > 0 ? reset.clear : () => update({ q: '' })}
            clearLabel={filterCount > 0 ? 'Clear filters' : 'Clear search'}
          />
        }
      >
        {(rows) => (
          <SearchResults rows={rows} isStale={list.isStale}>
            {(row) => children(row, linkState)}
          </SearchResults>
        )}
      </PagedList>
    </SearchPage>
  );
}
