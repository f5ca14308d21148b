import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { ReportDialog, type ReportTarget } from './report-dialog';

/** The quiet look of a Report button: a small text button, out of the way of the page's own actions. */
export const reportButtonClass =
  'inline-flex min-h-6 items-center rounded text-xs font-medium text-gray-700 underline-offset-2 hover:underline dark:text-gray-300';

/** "Report", completed for screen readers by what it reports. */
export function ReportLabel({ what }: { what: string }) {
  return (
    <>
      Report<span className="sr-only"> {what}</span>
    </>
  );
}

type ReportButtonProps = ReportTarget & {
  /** Whose the subject is: they see no button (nobody reports themselves). */
  ownerId?: string;
  className?: string;
};

/**
 * A "Report" button that opens the report form about one subject; shown to signed-in clients and
 * freelancers only (a visitor signs in first; admins act on subjects instead).
 */
export function ReportButton({ ownerId, className = '', ...target }: ReportButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || user.role === 'admin' || user.id === ownerId) return null;
  return (
    <>
      <button
        type="button"
        className={`${reportButtonClass} ${className}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ReportLabel what={target.what} />
      </button>
      <ReportDialog target={open ? target : null} onClose={() => setOpen(false)} />
    </>
  );
}
