import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { StandaloneNotFoundPage } from '../../../components/ui/not-found-page';
import { BackLink } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { backToFrom } from '../../../lib/back-to';
import { isNotFound } from '../../../lib/is-not-found';
import { useSession } from '../../../lib/session';
import { useJob } from '../api/get-job';
import { ApplyCard } from '../components/apply-card';
import { ClosedJobNotice } from '../components/closed-job-notice';
import { JobDetails } from '../components/job-details';
import { PublicJobsLayout } from '../components/public-jobs-layout';

/** /jobs/:id: read-only for visitors and clients; Apply asks a visitor to log in and comes back here. */
export function PublicJobPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (user?.role === 'freelancer') {
    return <Navigate to={`/freelancer/jobs/${id}${location.search}`} state={location.state} replace />;
  }
  return <PublicJob id={id} canApply={!user} backTo={backToFrom(location.state, '/jobs')} />;
}

function PublicJob({ id, canApply, backTo }: { id: string; canApply: boolean; backTo: string }) {
  const job = useJob(id);
  const navigate = useNavigate();
  if (isNotFound(job.error)) return <StandaloneNotFoundPage />;
  return (
    <PublicJobsLayout>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <BackLink to={backTo} label="Back to jobs" />
        {job.data ? (
          <JobDetails
            job={job.data}
            aside={
              job.data.status === 'closed' ? (
                <ClosedJobNotice job={job.data} searchPath="/jobs" />
              ) : (
                canApply && (
                  <ApplyCard
                    onApply={() => navigate('/login', { state: { from: `/freelancer/jobs/${id}` } })}
                  />
                )
              )
            }
          />
        ) : job.error ? (
          <LoadError error={job.error} fallback="Failed to load the job" onRetry={() => job.refetch()} />
        ) : (
          <Spinner label="Loading the job" />
        )}
      </div>
    </PublicJobsLayout>
  );
}
