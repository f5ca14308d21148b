import type { Budget, JobStatus, Proposal } from '@skillora/shared';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ProposalForm } from './proposal-form';
import { ProposalView } from './proposal-view';
import { WithdrawProposalDialog } from './withdraw-proposal-dialog';

type ProposalSectionProps = {
  /** The section's id: the in-page target of the job page's "Apply now". */
  id: string;
  /** `canPropose` false: the freelancer's profile lacks what proposals need (issue 14). */
  job: {
    id: string;
    status: JobStatus;
    budget: Budget | null;
    questions: string[];
    canPropose?: boolean | undefined;
  };
  proposal: Proposal | null;
};

/** Send a proposal, or see mine and, while the job is open and it is still in play, edit or withdraw it. */
export function ProposalSection({ id, job, proposal }: ProposalSectionProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [toWithdraw, setToWithdraw] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The form goes away once the change is saved; focus lands on what replaced it, not on the page.
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus());
  const canChange =
    proposal !== null &&
    (proposal.status === 'submitted' || proposal.status === 'shortlisted') &&
    job.status === 'open';

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="mb-4 text-xl font-semibold focus:outline-none"
      >
        {!proposal ? 'Submit a proposal' : isEditing ? 'Edit your proposal' : 'Your proposal'}
      </h2>
      {!proposal && job.canPropose === false && (
        <p className="mb-4 text-sm">
          Proposals need a title, overview, skills and rate on your profile.{' '}
          <Link to="/freelancer/profile" className="font-semibold underline">
            Complete your profile
          </Link>
        </p>
      )}
      {!proposal ? (
        <ProposalForm job={job} onDone={focusHeading} />
      ) : isEditing ? (
        <ProposalForm
          job={job}
          proposal={proposal}
          onDone={() => {
            setIsEditing(false);
            focusHeading();
          }}
          onCancel={() => {
            setIsEditing(false);
            focusHeading();
          }}
        />
      ) : (
        <>
          <ProposalView proposal={proposal} budgetType={job.budget?.type ?? 'fixed'} />
          {canChange && (
            <div className="mt-6 flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setIsEditing(true)}>
                Edit proposal
              </Button>
              <Button variant="secondary" onClick={() => setToWithdraw(proposal.id)}>
                Withdraw
              </Button>
            </div>
          )}
        </>
      )}
      <WithdrawProposalDialog
        proposalId={toWithdraw}
        onClose={() => setToWithdraw(null)}
        focusAfterWithdraw={headingRef}
      />
    </section>
  );
}
