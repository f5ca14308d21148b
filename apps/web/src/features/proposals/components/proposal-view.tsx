import type { Budget, Proposal } from '@skillora/shared';
import { AttachmentList } from '../../../components/attachments/attachment-list';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/format';
import { DURATION_LABELS } from '../../../lib/labels';
import { formatBid, Money } from '../../../lib/money';
import { ScreeningAnswers } from './screening-answers';

const STATUS_NOTES: Partial<Record<Proposal['status'], string>> = {
  shortlisted: 'The client has shortlisted you for this job.',
  declined: 'The client declined this proposal.',
  withdrawn: 'You withdrew this proposal.',
};

/** My proposal as I sent it, with where it stands. */
export function ProposalView({ proposal, budgetType }: { proposal: Proposal; budgetType: Budget['type'] }) {
  const note = STATUS_NOTES[proposal.status];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={proposal.status} />
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Sent <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
          {proposal.updatedAt !== proposal.createdAt && (
            <>
              {' '}
              · updated <time dateTime={proposal.updatedAt}>{formatDate(proposal.updatedAt)}</time>
            </>
          )}
        </p>
      </div>
      {note && <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{note}</p>}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">
            {budgetType === 'hourly' ? 'Hourly rate' : 'Bid'}
          </dt>
          <dd className="mt-1 font-semibold">
            <Money>{formatBid(proposal.bidCents, budgetType)}</Money>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700 dark:text-gray-300">Estimated duration</dt>
          <dd className="mt-1 font-semibold">{DURATION_LABELS[proposal.duration]}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-gray-700 dark:text-gray-300">Cover letter</dt>
          <dd className="mt-1 whitespace-pre-line text-gray-800 dark:text-gray-200">
            {proposal.coverLetter}
          </dd>
        </div>
      </dl>
      <ScreeningAnswers answers={proposal.answers} />
      <AttachmentList files={proposal.attachments} label="Files of the proposal" />
    </div>
  );
}
