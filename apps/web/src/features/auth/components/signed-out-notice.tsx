import { useLocation } from 'react-router';

/**
 * A tab whose session ended elsewhere (logout, a block, a password change) is sent to its login
 * page with `{ signedOut }` in the router state (lib/live-events.ts): say why the user is here.
 */
export function SignedOutNotice() {
  const state: unknown = useLocation().state;
  if (!(state && typeof state === 'object' && 'signedOut' in state)) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-gray-800 dark:text-amber-100 dark:ring-gray-700"
    >
      You were signed out.
    </p>
  );
}
