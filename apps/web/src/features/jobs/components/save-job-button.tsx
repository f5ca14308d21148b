import { LineIcon } from '../../../components/ui/line-icon';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetJobSaved } from '../api/save-job';

type SaveJobButtonProps = {
  jobId: string;
  jobTitle: string;
  isSaved: boolean;
  /** 'icon' on a result card, 'full' (with its words) on the job page. */
  variant?: 'icon' | 'full';
};

/**
 * One toggle for PUT/DELETE on the saved job; aria-pressed carries the state. The icon's name stays
 * "Save job: …"; the job page's worded button says 'Saved' once saved, as people read it (issue 12).
 * While the call runs it already shows the state asked for.
 */
export function SaveJobButton({ jobId, jobTitle, isSaved, variant = 'icon' }: SaveJobButtonProps) {
  const setSaved = useSetJobSaved();
  const isPressed = setSaved.isPending ? (setSaved.variables?.isSaved ?? isSaved) : isSaved;
  // Not `disabled` while pending: that would drop the keyboard focus to the page.
  const toggle = () =>
    !setSaved.isPending &&
    setSaved.mutate(
      { id: jobId, isSaved: !isSaved },
      {
        onSuccess: (res) => toast.success(res.message),
        onError: (err) =>
          toast.error(errorText(err, isSaved ? 'Failed to unsave the job' : 'Failed to save the job')),
      },
    );
  const icon = (
    <LineIcon
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      className={`size-5 ${isPressed ? 'fill-current' : ''}`}
    />
  );
  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={isPressed}
        aria-disabled={setSaved.isPending}
        onClick={toggle}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-wait aria-pressed:bg-brand-50 dark:border-brand-500 dark:bg-gray-900 dark:text-brand-100 dark:hover:bg-gray-800 dark:aria-pressed:bg-gray-800"
      >
        {icon}
        {isPressed ? 'Saved' : 'Save job'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={`Save job: ${jobTitle}`}
      aria-disabled={setSaved.isPending}
      onClick={toggle}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gray-300 text-brand-700 hover:bg-brand-50 aria-disabled:cursor-wait aria-pressed:border-brand-600 aria-pressed:bg-brand-50 dark:border-gray-700 dark:text-brand-100 dark:hover:bg-gray-800 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-gray-800"
    >
      {icon}
    </button>
  );
}
