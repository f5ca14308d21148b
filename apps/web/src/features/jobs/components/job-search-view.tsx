import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchBox } from '../../../components/ui/search-box';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatCount } from '../../../lib/format';
import { useJobSearch } from '../api/search-jobs';
import { useJobSearchState } from '../hooks/use-job-search-state';
import { JobFiltersPanel } from './job-filters-panel';
import { JobResults, JobResultsError, JobResultsLoading, NoJobs } from './job-results';
import { JobSortSelect } from './job-sort-select';

type JobSearchViewProps = {
  /** Where a result leads: the public or the freelancer job page. */
  jobPath: (id: string) => string;
  /** A signed-in freelancer can save jobs from the results. */
  canSave: boolean;
};

/** Find Work, for visitors at /jobs and freelancers at /freelancer/jobs: every choice lives in the URL. */
export function JobSearchView({ jobPath, canSave }: JobSearchViewProps) {
  const { state, params, filterCount, update, clearFilters } = useJobSearchState();
  const search = useJobSearch(params);
  const list = usePagedList(search, state.page, update);
  const location = useLocation();
  const hasCriteria = filterCount > 0 || Boolean(params.q);
  // Clearing remounts the filters: an amount still waiting on its debounce goes with them instead of
  // coming back after the clear.
  const [filtersKey, setFiltersKey] = useState(0);
  const clear = () => {
    setFiltersKey((key) => key + 1);
    clearFilters();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">Find work</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Browse open jobs from clients around the world and find the one that fits your skills.
      </p>
      <div className="mt-6">
        <SearchBox
          label="Search jobs"
          placeholder="Search by title, skill or keyword"
          maxLength={JOB_SEARCH_MAX}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        {/* Keyboard users jump past the filters (40 skills and more) straight to the jobs. */}
        <a
          href="#job-results"
          className="sr-only rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:justify-self-start lg:col-span-2"
        >
          Skip to results
        </a>
        <JobFiltersPanel
          key={filtersKey}
          params={params}
          budgetType={state.budgetType}
          filterCount={filterCount}
          onChange={update}
          onClear={clear}
        />
        <section
          id="job-results"
          tabIndex={-1}
          aria-label="Results"
          aria-busy={search.isFetching}
          className="scroll-mt-20 focus:outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-gray-900 dark:text-white">
              {search.data ? `${formatCount(search.data.total, 'job')} found` : ''}
            </p>
            <JobSortSelect
              sort={state.sort}
              hasQuery={Boolean(params.q)}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <PagedList
            list={list}
            label="Result pages"
            loading={<JobResultsLoading />}
            failed={(error) => <JobResultsError error={error} />}
            empty={
              <NoJobs
                hasCriteria={hasCriteria}
                onClear={filterCount > 0 ? clear : () => update({ q: '' })}
                clearLabel={filterCount > 0 ? 'Clear filters' : 'Clear search'}
              />
            }
          >
            {(rows) => (
              <JobResults
                rows={rows}
                isStale={list.isStale}
                jobPath={jobPath}
                canSave={canSave}
                linkState={{ backTo: location.pathname + location.search }}
              />
            )}
          </PagedList>
        </section>
      </div>
    </div>
  );
}
