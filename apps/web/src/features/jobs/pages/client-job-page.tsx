import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { BackLink } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TitledSection } from '../../../components/ui/titled-section';
import { UrlTabs } from '../../../components/ui/url-tabs';
import { useMyJob } from '../api/get-my-job';
import { HiringProgress } from '../components/hiring-progress';
import { JobDetails } from '../components/job-details';
import { JobStatusAction } from '../components/job-status-action';

// The proposals (with hiring) load once the job shows: in the route's chunk they would take it past
// its 50 KB budget (scripts/check-bundle-budget.mjs, ADR 009).
const JobProposals = lazy(async () => ({ default: (await import('../../proposals')).JobProposals }));
// Likewise the Suggested tab (issue 29), loaded when it opens.
const SuggestedFreelancers = lazy(async () => ({
  default: (await import('../../matching')).SuggestedFreelancers,
}));

const STATUS_NOTES = {
  draft: 'Only you can see this draft. Publish it when it is ready.',
  open: 'Freelancers can find this job and send proposals.',
  closed: 'This job no longer takes proposals. Reopen it to take more.',
  in_progress: 'You hired a freelancer for this job; it takes no more proposals.',
} as const;

/** /client/jobs/:id: the client's own job, its status and actions, and the proposals on it. */
export function ClientJobPage() {
  const { id = '' } = useParams();
  const job = useMyJob(id);
  if (job.isPending) return <Spinner />;
  if (job.error)
    return <LoadError error={job.error} fallback="Failed to load the job" onRetry={job.refetch} />;

  const manage = (
    <TitledSection
      id="manage-title"
      title="Manage this job"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="mt-3 flex flex-wrap gap-2">
        <StatusBadge status={job.data.status} />
        {!job.data.isListed && <StatusBadge status="unlisted" />}
      </div>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{STATUS_NOTES[job.data.status]}</p>
      <div className="mt-2">
        <HiringProgress job={job.data} />
      </div>
      {!job.data.isListed && (
        <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">
          An admin has hidden this job from freelancers because it breaks the marketplace rules.
          {job.data.unlistReason && (
            <>
              {' '}
              <strong className="[overflow-wrap:anywhere]">Reason: {job.data.unlistReason}</strong>
            </>
          )}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* A closed job cannot be edited (the API refuses): only Reopen is offered. */}
        {job.data.status !== 'closed' && (
          <Link to={`/client/jobs/${id}/edit`} className={buttonClass('secondary')}>
            Edit
          </Link>
        )}
        <JobStatusAction job={job.data} />
      </div>
    </TitledSection>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/client/jobs" label="My Jobs" />
      <JobDetails job={job.data} aside={manage} showClient={false} />
      <AttachmentList files={job.data.attachments} label="Files of the job" />
      <UrlTabs
        label="Candidates"
        id="job"
        className="mt-10"
        tabs={[
          {
            value: 'proposals',
            label: 'Proposals',
            panel: (
              <Suspense fallback={<Spinner />}>
                <JobProposals job={job.data} />
              </Suspense>
            ),
          },
          {
            value: 'suggested',
            label: 'Suggested',
            panel: (
              <section aria-labelledby="suggested-title" className="mt-6">
                <h2 id="suggested-title" className="text-xl font-semibold">
                  Suggested freelancers
                </h2>
                <p className="mt-1 mb-4 text-sm text-gray-700 dark:text-gray-300">
                  Freelancers whose profiles fit this job, best first, and why. Nobody is contacted until you
                  invite them.
                </p>
                <Suspense fallback={<Spinner label="Loading suggested freelancers" />}>
                  <SuggestedFreelancers job={job.data} />
                </Suspense>
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
