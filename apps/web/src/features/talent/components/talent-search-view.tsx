import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchBox } from '../../../components/ui/search-box';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatCount } from '../../../lib/format';
import { useTalentSearch } from '../api/search-talent';
import { useTalentSearchState } from '../hooks/use-talent-search-state';
import { TalentFiltersPanel } from './talent-filters-panel';
import { NoTalent, TalentResults, TalentResultsError, TalentResultsLoading } from './talent-results';
import { TalentSortSelect } from './talent-sort-select';

/** Find Talent: every choice lives in the URL, so a search can be shared, reloaded or gone back to. */
export function TalentSearchView() {
  const { state, params, filterCount, update, clearFilters } = useTalentSearchState();
  const search = useTalentSearch(params);
  const list = usePagedList(search, state.page, update);
  const location = useLocation();
  const hasCriteria = filterCount > 0 || Boolean(params.q);
  // Clearing remounts the filters: an amount still waiting on its debounce goes with them.
  const [filtersKey, setFiltersKey] = useState(0);
  const clear = () => {
    setFiltersKey((key) => key + 1);
    clearFilters();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Find talent</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Browse skilled freelancers, compare their rates and skills, and invite the right one to your job.
      </p>
      <div className="mt-6">
        <SearchBox
          label="Search freelancers"
          placeholder="Search by title, skill or keyword"
          maxLength={JOB_SEARCH_MAX}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <a
          href="#talent-results"
          className="sr-only rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:justify-self-start lg:col-span-2"
        >
          Skip to results
        </a>
        <TalentFiltersPanel
          key={filtersKey}
          params={params}
          filterCount={filterCount}
          onChange={update}
          onClear={clear}
        />
        <section
          id="talent-results"
          tabIndex={-1}
          aria-label="Results"
          aria-busy={search.isFetching}
          className="scroll-mt-20 focus:outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-gray-900 dark:text-white">
              {search.data ? `${formatCount(search.data.total, 'freelancer')} found` : ''}
            </p>
            <TalentSortSelect
              sort={state.sort}
              hasQuery={Boolean(params.q)}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <PagedList
            list={list}
            label="Result pages"
            loading={<TalentResultsLoading />}
            failed={(error) => <TalentResultsError error={error} />}
            empty={
              <NoTalent
                hasCriteria={hasCriteria}
                onClear={filterCount > 0 ? clear : () => update({ q: '' })}
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
        </section>
      </div>
    </div>
  );
}
