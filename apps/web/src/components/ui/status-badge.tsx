import type { JobStatus, ProposalStatus } from '@skillora/shared/constants';
import { JOB_STATUS_LABELS, PROPOSAL_STATUS_LABELS } from '../../lib/labels';

/** Every state a badge shows: a job's, a proposal's, a listing's (contracts' join here). */
export type BadgeStatus = JobStatus | ProposalStatus | 'unlisted';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

// Text of at least AA contrast on each tint, in both themes; the word carries the meaning, not the colour.
const TONE_CLASSES: Record<Tone, string> = {
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-400/40',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40',
  warning:
    'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/40',
  danger: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
};

const BADGES: Record<BadgeStatus, { label: string; tone: Tone }> = {
  draft: { label: JOB_STATUS_LABELS.draft, tone: 'neutral' },
  open: { label: JOB_STATUS_LABELS.open, tone: 'success' },
  closed: { label: JOB_STATUS_LABELS.closed, tone: 'neutral' },
  submitted: { label: PROPOSAL_STATUS_LABELS.submitted, tone: 'info' },
  shortlisted: { label: PROPOSAL_STATUS_LABELS.shortlisted, tone: 'success' },
  declined: { label: PROPOSAL_STATUS_LABELS.declined, tone: 'danger' },
  withdrawn: { label: PROPOSAL_STATUS_LABELS.withdrawn, tone: 'neutral' },
  in_progress: { label: JOB_STATUS_LABELS.in_progress, tone: 'info' },
  hired: { label: PROPOSAL_STATUS_LABELS.hired, tone: 'success' },
  unlisted: { label: 'Unlisted', tone: 'warning' },
};

/** A state as a small coloured label, the same word wherever that state shows (lib/labels.ts). */
export function StatusBadge({ status }: { status: BadgeStatus }) {
  const { label, tone } = BADGES[status];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {label}
    </span>
  );
}
