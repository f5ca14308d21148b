import { JobSearchView } from '../components/job-search-view';

const freelancerJobPath = (id: string) => `/freelancer/jobs/${id}`;

/** /freelancer/jobs: the job search, with Save on every result. */
export function FindWorkPage() {
  return <JobSearchView jobPath={freelancerJobPath} canSave />;
}
