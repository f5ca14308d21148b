import type { JobStatus } from '@skillora/shared/constants';

// Text of at least AA contrast on each tint, in both themes; the word carries the meaning.
const TONES: Record<JobStatus, string> = {
  draft: 'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600',
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40',
  closed:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600',
};

const LABELS: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

/** A job's status as a small pill in the admin jobs table. */
export function JobStatusLabel({ status }: { status: JobStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {LABELS[status]}
    </span>
  );
}
