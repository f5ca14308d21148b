import { useEffect, useRef } from 'react';

/**
 * Why the form cannot be saved (the server refused, or the job's state does not allow it), at the
 * top of the form and focused as it appears: a refusal below the fold, after Save, goes unseen.
 */
export function Refusal({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) {
      ref.current?.scrollIntoView({ block: 'center' });
      ref.current?.focus();
    }
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </div>
  );
}
