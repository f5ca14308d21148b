import { JobSearchView } from '../components/job-search-view';
import { PublicJobsLayout } from '../components/public-jobs-layout';

const publicJobPath = (id: string) => `/jobs/${id}`;

/**
 * /jobs: anyone browses open jobs, a signed-in freelancer too: the public top bar shows who they are
 * and 'Go to my dashboard' (issue 12); saving and applying happen in their area.
 */
export function PublicJobsPage() {
  return (
    <PublicJobsLayout>
      <JobSearchView jobPath={publicJobPath} canSave={false} />
    </PublicJobsLayout>
  );
}
