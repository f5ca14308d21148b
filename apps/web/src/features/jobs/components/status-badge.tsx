import type { JobStatus, ProposalStatus } from '@skillora/shared/constants';
import { JOB_STATUS_LABELS, PROPOSAL_STATUS_LABELS } from '../lib/format';

type Status = JobStatus | ProposalStatus | 'unlisted';

const TONES: Record<Status, string> = {
  draft: 'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40',
  closed: 'bg-gray-100 text-gray-700 ring-gray-300 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-600',
  submitted: 'bg-sky-50 text-sky-800 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/40',
  shortlisted:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40',
  declined: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  withdrawn: 'bg-gray-100 text-gray-700 ring-gray-300 dark:bg-gray-800 dark:text-gray-300 dark:ring-gray-600',
  unlisted:
    'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
};

const LABELS: Record<Status, string> = {
  ...JOB_STATUS_LABELS,
  ...PROPOSAL_STATUS_LABELS,
  unlisted: 'Unlisted',
};

/** A job's or a proposal's status as a small coloured label (the word carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {LABELS[status]}
    </span>
  );
}
