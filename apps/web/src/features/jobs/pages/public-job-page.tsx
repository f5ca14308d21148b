import type { Role } from '@skillora/shared/constants';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { StandaloneNotFoundPage } from '../../../components/ui/not-found-page';
import { BackLink } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { backToFrom } from '../../../lib/back-to';
import { isNotFound } from '../../../lib/is-not-found';
import { lazyPage } from '../../../lib/lazy-page';
import { useSession } from '../../../lib/session';
import { useJob } from '../api/get-job';
import { ClosedJobNotice } from '../components/closed-job-notice';
import { JobDetails } from '../components/job-details';
import { PublicJobActions } from '../components/public-job-actions';
import { PublicJobsLayout } from '../components/public-jobs-layout';

// The client's record (issue 26) loads after the job, as a chunk of its own.
const ClientRecord = lazyPage(() => import('../../reputation'), 'ClientRecord');

/**
 * /jobs/:id: the job, read-only, for everyone, signed in or not (the public top bar says who they
 * are); applying happens in the freelancer area, which a visitor reaches through the login.
 */
export function PublicJobPage() {
  const { id = '' } = useParams();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  return <PublicJob id={id} role={user?.role ?? null} backTo={backToFrom(location.state, '/jobs')} />;
}

function PublicJob({ id, role, backTo }: { id: string; role: Role | null; backTo: string }) {
  const job = useJob(id);
  if (isNotFound(job.error)) return <StandaloneNotFoundPage />;
  return (
    <PublicJobsLayout>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <BackLink to={backTo} label="Back to jobs" />
        {job.data ? (
          <JobDetails
            job={job.data}
            clientRecord={
              <Suspense fallback={null}>
                <ClientRecord record={job.data.client} className="mt-3" />
              </Suspense>
            }
            // Her own job: 'About the client' would be about herself.
            showClient={!job.data.isMine}
            aside={
              <>
                {/* Closed, or a freelancer was hired: either way it takes no more proposals. */}
                {job.data.status !== 'open' && <ClosedJobNotice job={job.data} searchPath="/jobs" />}
                <PublicJobActions job={job.data} role={role} />
              </>
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
