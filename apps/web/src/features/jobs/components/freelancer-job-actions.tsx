import type { Proposal } from '@skillora/shared';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ReportButton } from '../../reports';
import { SaveJobButton } from './save-job-button';

/** The in-page target of "Apply now": the proposal section below the job. */
export const PROPOSAL_SECTION_ID = 'proposal';

type FreelancerJobActionsProps = {
  job: { id: string; title: string; isSaved?: boolean | undefined };
  proposal: Proposal | null;
  /** False once the job takes no proposals: there is nothing to apply to, only to save. */
  canApply: boolean;
};

/** Beside the job: apply (or where my proposal stands) and save. */
export function FreelancerJobActions({ job, proposal, canApply }: FreelancerJobActionsProps) {
  const goToProposal = () => {
    const section = document.getElementById(PROPOSAL_SECTION_ID);
    // focus() scrolls the field into view too.
    (section?.querySelector<HTMLElement>('textarea') ?? section?.querySelector<HTMLElement>('h2'))?.focus();
  };
  return (
    <section
      aria-label="Job actions"
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
    >
      {proposal ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium">Your proposal</p>
          <StatusBadge status={proposal.status} />
        </div>
      ) : null}
      {(proposal || canApply) && (
        <Button className="min-h-11 w-full" onClick={goToProposal}>
          {proposal ? 'View your proposal' : 'Apply now'}
        </Button>
      )}
      <SaveJobButton variant="full" jobId={job.id} jobTitle={job.title} isSaved={job.isSaved ?? false} />
      <p className="text-center">
        <ReportButton subjectType="job" subjectId={job.id} what={`the job ${job.title}`} />
      </p>
    </section>
  );
}
