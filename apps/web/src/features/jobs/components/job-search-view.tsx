import type { JobSort, JobSummary } from '@skillora/shared';
import { FacetedSearch, type FacetedSearchConfig } from '../../../components/ui/faceted-search';
import { type JobSearchParams, useJobSearch } from '../api/search-jobs';
import { type JobSearchKey, jobSearchUrl } from '../lib/job-search-url';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { SaveJobButton } from './save-job-button';

// Typed against JOB_SORTS, whose module would bring zod along at runtime; the Record keeps them in step.
const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  budget_desc: 'Budget: high to low',
  budget_asc: 'Budget: low to high',
};

const JOB_SEARCH: FacetedSearchConfig<JobSearchKey, JobSearchParams, JobSummary, JobSort> = {
  title: 'Find work',
  intro: 'Browse open jobs from clients around the world and find the one that fits your skills.',
  searchLabel: 'Search jobs',
  resultsId: 'job-results',
  noun: 'job',
  texts: {
    loading: 'Loading jobs…',
    failed: 'Failed to load jobs',
    noMatch: 'No jobs match your search',
    none: 'No open jobs right now',
    noneHint: 'New jobs are posted every day; check back soon.',
  },
  url: jobSearchUrl,
  useResults: useJobSearch,
  sorts: SORT_LABELS,
  ranked: 'relevance',
  unranked: 'newest',
  filters: ({ state, params, onChange }) => (
    <JobFilters params={params} budgetType={state.budgetType} onChange={onChange} />
  ),
};

type JobSearchViewProps = {
  /** Where a result leads: the public or the freelancer job page. */
  jobPath: (id: string) => string;
  /** A signed-in freelancer can save jobs from the results. */
  canSave: boolean;
};

/** Find Work, for visitors at /jobs and freelancers at /freelancer/jobs. */
export function JobSearchView({ jobPath, canSave }: JobSearchViewProps) {
  return (
    <FacetedSearch config={JOB_SEARCH}>
      {(job, linkState) => (
        <JobCard
          job={job}
          href={jobPath(job.id)}
          linkState={linkState}
          action={
            canSave && <SaveJobButton jobId={job.id} jobTitle={job.title} isSaved={job.isSaved ?? false} />
          }
        />
      )}
    </FacetedSearch>
  );
}
