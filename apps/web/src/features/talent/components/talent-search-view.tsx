import type { TalentSort } from '@skillora/shared';
import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import { useLocation } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchPage, useFilterReset } from '../../../components/ui/search-page';
import { SortSelect } from '../../../components/ui/sort-select';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatCount } from '../../../lib/format';
import { useTalentSearch } from '../api/search-talent';
import { useTalentSearchState } from '../hooks/use-talent-search-state';
import { TalentFilters } from './talent-filters';
import { NoTalent, TalentResults, TalentResultsError, TalentResultsLoading } from './talent-results';

// Typed against TALENT_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const SORT_LABELS: Record<TalentSort, string> = {
  best_match: 'Best match',
  rate_asc: 'Rate: low to high',
  rate_desc: 'Rate: high to low',
  newest: 'Newest',
};

/** Find Talent: every choice lives in the URL, so a search can be shared, reloaded or gone back to. */
export function TalentSearchView() {
  const { state, params, filterCount, update, clearFilters } = useTalentSearchState();
  const search = useTalentSearch(params);
  const list = usePagedList(search, state.page, update);
  const location = useLocation();
  const reset = useFilterReset(clearFilters);

  return (
    <SearchPage
      title="Find talent"
      intro="Browse skilled freelancers, compare their rates and skills, and invite the right one to your job."
      search={{
        label: 'Search freelancers',
        placeholder: 'Search by title, skill or keyword',
        maxLength: JOB_SEARCH_MAX,
        value: state.q,
        onSearch: (q) => update({ q }),
      }}
      resultsId="talent-results"
      filters={<TalentFilters params={params} onChange={update} />}
      filterCount={filterCount}
      reset={reset}
      status={search.data ? `${formatCount(search.data.total, 'freelancer')} found` : ''}
      isFetching={search.isFetching}
      sort={
        <SortSelect
          labels={SORT_LABELS}
          ranked="best_match"
          unranked="newest"
          sort={state.sort}
          hasQuery={Boolean(params.q)}
          onChange={(sort) => update({ sort })}
        />
      }
    >
      <PagedList
        list={list}
        label="Result pages"
        loading={<TalentResultsLoading />}
        failed={(error) => <TalentResultsError error={error} />}
        empty={
          <NoTalent
            hasCriteria={filterCount > 0 || Boolean(params.q)}
            onClear={filterCount > 0 ? reset.clear : () => update({ q: '' })}
            clearLabel={filterCount > 0 ? 'Clear filters' : 'Clear search'}
          />
        }
      >
        {(rows) => (
          <TalentResults
            rows={rows}
            isStale={list.isStale}
            linkState={{ backTo: location.pathname + location.search }}
          />
        )}
      </PagedList>
    </SearchPage>
  );
}
