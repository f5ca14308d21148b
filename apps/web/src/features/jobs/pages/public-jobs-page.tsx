import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { JobSearchView } from '../components/job-search-view';
import { PublicJobsLayout } from '../components/public-jobs-layout';

const publicJobPath = (id: string) => `/jobs/${id}`;

/** /jobs: anyone browses open jobs; a freelancer is sent to the same search in their own area. */
export function PublicJobsPage() {
  const { user, isLoading } = useSession();
  const { search } = useLocation();
  if (isLoading) return <Spinner />;
  if (user?.role === 'freelancer') return <Navigate to={`/freelancer/jobs${search}`} replace />;
  return (
    <PublicJobsLayout>
      <JobSearchView jobPath={publicJobPath} canSave={false} />
    </PublicJobsLayout>
  );
}
