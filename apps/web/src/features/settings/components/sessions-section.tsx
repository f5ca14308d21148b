import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { formatAgo, formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useRevokeSession, useSessions } from '../api/account';
import { SettingsSection } from './settings-section';

/** Where the account is signed in; any other device can be signed out from here (live). */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const list = sessions.data?.data ?? [];

  return (
    <SettingsSection
      id="settings-sessions"
      title="Active sessions"
      description="Devices signed in to your account. Sign out any you do not recognise, then change your password."
    >
      {sessions.isPending && (
        <p className="text-sm text-gray-700 dark:text-gray-300">Loading your sessions…</p>
      )}
      <FormError message={sessions.isError && errorText(sessions.error, 'Could not load your sessions')} />
      {list.length > 0 && (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {list.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-gray-900 dark:text-white">
                  {session.device}
                  {session.isCurrent && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  Last active {formatAgo(session.lastSeenAt)} · signed in {formatDate(session.createdAt)}
                </p>
              </div>
              {!session.isCurrent && (
                <Button
                  variant="secondary"
                  aria-label={`Sign out ${session.device}, last active ${formatAgo(session.lastSeenAt)}`}
                  disabled={revoke.isPending && revoke.variables === session.id}
                  onClick={() =>
                    revoke.mutate(session.id, {
                      onSuccess: () => toast.success(`${session.device} was signed out`),
                      onError: (err) => toast.error(errorText(err, 'Could not sign out this session')),
                    })
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
