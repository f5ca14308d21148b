import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { LoadError } from '../../../components/ui/load-error';
import { BackLink } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { backToFrom } from '../../../lib/back-to';
import { lazyPage } from '../../../lib/lazy-page';
import { useJob } from '../api/get-job';
import { ClosedJobNotice } from '../components/closed-job-notice';
import { FreelancerJobActions, PROPOSAL_SECTION_ID } from '../components/freelancer-job-actions';
import { JobDetails } from '../components/job-details';

// The client's record (issue 26) loads after the job, as a chunk of its own.
const ClientRecord = lazyPage(() => import('../../reputation'), 'ClientRecord');
// So does the proposal form: the proposals feature's chunk also holds the client's proposal cards,
// which in this route's chunk would take it past its budget (scripts/check-bundle-budget.mjs).
const ProposalSection = lazyPage(() => import('../../proposals'), 'ProposalSection');

/** /freelancer/jobs/:id: the job, Save, and my proposal (send, edit, withdraw). */
export function FreelancerJobPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const job = useJob(id);
  if (job.error)
    return <LoadError error={job.error} fallback="Failed to load the job" onRetry={() => job.refetch()} />;
  if (!job.data) return <Spinner label="Loading the job" />;
  const proposal = job.data.myProposal ?? null;
  // Closed, or a freelancer was hired: either way the job takes no new proposal.
  const isOpen = job.data.status === 'open';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to={backToFrom(location.state, '/freelancer/jobs')} label="Back to jobs" />
      <JobDetails
        job={job.data}
        clientRecord={
          <Suspense fallback={null}>
            <ClientRecord record={job.data.client} className="mt-3" />
          </Suspense>
        }
        aside={
          <>
            {!isOpen && <ClosedJobNotice job={job.data} searchPath="/freelancer/jobs" />}
            <FreelancerJobActions job={job.data} proposal={proposal} canApply={isOpen} />
          </>
        }
      />
      <AttachmentList files={job.data.attachments} label="Files of the job" />
      {/* One already sent stays readable. */}
      {(isOpen || proposal) && (
        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6">
          <Suspense fallback={<Spinner label="Loading the proposal" />}>
            <ProposalSection id={PROPOSAL_SECTION_ID} job={job.data} proposal={proposal} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
