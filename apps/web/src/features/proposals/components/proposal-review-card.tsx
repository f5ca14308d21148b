import type { JobProposalRow } from '@skillora/shared';
import type { BudgetType } from '@skillora/shared/constants';
import { formatMoney } from '@skillora/shared/money';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReputationSummary } from '../../../components/ui/reputation-summary';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { DURATION_LABELS } from '../../../lib/labels';
import { formatBid, Money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { HireButton, PendingOffer } from '../../contracts';
import { MessageButton } from '../../messages';
import { useReviewProposal } from '../api/review-proposal';
import { ScreeningAnswers } from './screening-answers';

// Past this, a cover letter starts folded, as job boards show them in a list.
const FOLD_AT = 400;

/** A proposal on the client's job: who, how much, how long, what they wrote; shortlist or decline it. */
export function ProposalReviewCard({
  proposal,
  budgetType,
  jobTitle,
  jobId,
  canHire,
}: {
  proposal: JobProposalRow;
  budgetType: BudgetType;
  jobTitle: string;
  jobId: string;
  /** The job is open: a proposal still in play may be hired. */
  canHire: boolean;
}) {
  const review = useReviewProposal();
  const location = useLocation();
  const [isExpanded, setIsExpanded] = useState(false);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const letterId = useId();
  const isLong = proposal.coverLetter.length > FOLD_AT;
  const letter =
    isLong && !isExpanded ? `${proposal.coverLetter.slice(0, FOLD_AT).trimEnd()}…` : proposal.coverLetter;
  const decide = (decision: 'shortlist' | 'decline') =>
    review.mutate(
      { id: proposal.id, decision },
      {
        onSuccess: ({ message }) => {
          setIsConfirmingDecline(false);
          toast.success(message);
        },
        onError: (err) =>
          toast.error(
            errorText(
              err,
              decision === 'shortlist'
                ? 'Failed to shortlist the proposal'
                : 'Failed to decline the proposal',
            ),
          ),
      },
    );

  return (
    <article
      aria-label={`Proposal from ${proposal.freelancer.name}`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Avatar
            name={proposal.freelancer.name}
            photoUrl={proposal.freelancer.photoUrl}
            className="size-12"
          />
          <div className="min-w-0">
            <h3 className="text-lg font-semibold">
              <Link
                to={`/freelancers/${proposal.freelancer.id}`}
                state={{ backTo: `${location.pathname}${location.search}` }}
                className="text-brand-700 hover:underline dark:text-brand-100"
              >
                {proposal.freelancer.name}
              </Link>
            </h3>
            {(proposal.freelancer.title || proposal.freelancer.hourlyRateCents !== null) && (
              <p className="text-sm text-gray-800 dark:text-gray-200">
                {proposal.freelancer.title}
                {proposal.freelancer.title && proposal.freelancer.hourlyRateCents !== null && ' · '}
                {proposal.freelancer.hourlyRateCents !== null && (
                  <Money>{`${formatMoney(proposal.freelancer.hourlyRateCents, 'short')}/hr`}</Money>
                )}
              </p>
            )}
            <p className="text-sm text-gray-800 dark:text-gray-200">
              <ReputationSummary reputation={proposal.freelancer.reputation} />
            </p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Sent <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
            </p>
          </div>
        </div>
        <StatusBadge status={proposal.status} />
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Bid</dt>
          <dd className="font-semibold">
            <Money>{formatBid(proposal.bidCents, budgetType)}</Money>
          </dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Estimated duration</dt>
          <dd className="font-semibold">{DURATION_LABELS[proposal.duration]}</dd>
        </div>
      </dl>
      <p id={letterId} className="mt-4 whitespace-pre-line text-gray-800 dark:text-gray-200">
        {letter}
      </p>
      <ScreeningAnswers answers={proposal.answers} />
      <AttachmentList files={proposal.attachments} label={`Files from ${proposal.freelancer.name}`} />
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={letterId}
          onClick={() => setIsExpanded((v) => !v)}
          className="mt-1 min-h-6 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
        >
          {isExpanded ? 'Show less' : 'Show the whole letter'}
        </button>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
        {proposal.pendingOffer ? (
          <PendingOffer offer={proposal.pendingOffer} freelancerName={proposal.freelancer.name} />
        ) : (
          canHire &&
          (proposal.status === 'submitted' || proposal.status === 'shortlisted') && (
            <HireButton
              proposalId={proposal.id}
              freelancerName={proposal.freelancer.name}
              title={jobTitle}
              bidCents={proposal.bidCents}
              budgetType={budgetType}
            />
          )
        )}
        {proposal.status !== 'shortlisted' && proposal.status !== 'hired' && (
          <Button disabled={review.isPending} onClick={() => decide('shortlist')}>
            Shortlist
          </Button>
        )}
        {proposal.status !== 'declined' && proposal.status !== 'hired' && (
          <Button
            variant="secondary"
            disabled={review.isPending}
            onClick={() => setIsConfirmingDecline(true)}
          >
            Decline
          </Button>
        )}
        {proposal.status !== 'withdrawn' && (
          <MessageButton
            jobId={jobId}
            freelancerId={proposal.freelancer.id}
            name={proposal.freelancer.name}
          />
        )}
      </div>
      <ConfirmDialog
        open={isConfirmingDecline}
        title={`Decline ${proposal.freelancer.name}'s proposal?`}
        description="They will see that you declined it. You can still shortlist it later."
        confirmLabel="Decline proposal"
        busyLabel="Declining..."
        cancelLabel="Keep proposal"
        isPending={review.isPending}
        onConfirm={() => decide('decline')}
        onClose={() => setIsConfirmingDecline(false)}
      />
    </article>
  );
}
