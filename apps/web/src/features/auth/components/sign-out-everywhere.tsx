import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * The "Sign out everywhere" link of a new-device mail (ADR 033) opens the password reset with this
 * on top. Opening the link changes nothing (mail scanners open links); the button does.
 */
export function SignOutEverywhere({ token }: { token: string }) {
  const signOut = useSignOutEverywhere();
  return (
    <section
      aria-labelledby="sign-out-everywhere-title"
      className="mb-6 space-y-3 rounded-xl border border-gray-200 p-4 text-sm text-gray-800 dark:border-gray-700 dark:text-gray-200"
    >
      <h2 id="sign-out-everywhere-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Sign out everywhere
      </h2>
      {signOut.isSuccess ? (
        <p role="status">{signOut.data.message}</p>
      ) : (
        <>
          <p>
            Was it not you who signed in from a new device? End every session of your account, on every device
            (this one too), then set a new password below.
          </p>
          <Button className="w-full" onClick={() => signOut.mutate(token)} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
          {signOut.isError && (
            <p role="alert" className="font-medium text-red-700 dark:text-red-400">
              {errorText(signOut.error, 'Failed to sign out everywhere')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
