import { FocusedMessage } from '../../../components/ui/focused-message';

/** Why the form cannot be saved (the server refused, or the job's state does not allow it), at its top. */
export function Refusal({ message }: { message: string }) {
  return (
    <FocusedMessage
      role="alert"
      message={message}
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 focus-visible:ring-2 focus-visible:ring-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    />
  );
}
