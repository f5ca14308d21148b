import type { JobSort } from '@skillora/shared';
import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import { useLocation } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchPage, useFilterReset } from '../../../components/ui/search-page';
import { SortSelect } from '../../../components/ui/sort-select';
import { usePagedList } from '../../../hooks/use-paged-list';
import { formatCount } from '../../../lib/format';
import { useJobSearch } from '../api/search-jobs';
import { useJobSearchState } from '../hooks/use-job-search-state';
import { JobFilters } from './job-filters';
import { JobResults, JobResultsError, JobResultsLoading, NoJobs } from './job-results';

// Typed against JOB_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  budget_desc: 'Budget: high to low',
  budget_asc: 'Budget: low to high',
};

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
  const reset = useFilterReset(clearFilters);

  return (
    <SearchPage
      title="Find work"
      intro="Browse open jobs from clients around the world and find the one that fits your skills."
      search={{
        label: 'Search jobs',
        placeholder: 'Search by title, skill or keyword',
        maxLength: JOB_SEARCH_MAX,
        value: state.q,
        onSearch: (q) => update({ q }),
      }}
      resultsId="job-results"
      filters={<JobFilters params={params} budgetType={state.budgetType} onChange={update} />}
      filterCount={filterCount}
      reset={reset}
      status={search.data ? `${formatCount(search.data.total, 'job')} found` : ''}
      isFetching={search.isFetching}
      sort={
        <SortSelect
          labels={SORT_LABELS}
          ranked="relevance"
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
        loading={<JobResultsLoading />}
        failed={(error) => <JobResultsError error={error} />}
        empty={
          <NoJobs
            hasCriteria={filterCount > 0 || Boolean(params.q)}
            onClear={filterCount > 0 ? reset.clear : () => update({ q: '' })}
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
    </SearchPage>
  );
}
