import { SIGN_OUT_TOKEN_FRAGMENT } from '@skillora/shared/constants';
import { SIGN_OUT_LINK_UNKNOWN } from '@skillora/shared/schemas/new-device';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { AuthLayout } from '../components/auth-layout';

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100';

/**
 * /sign-out-everywhere#token= — where a new-device mail's link leads (ADR 033). Opening it changes
 * nothing (mail scanners open links); the button does. No sign-in needed: the token is the proof.
 */
export function SignOutEverywherePage() {
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  // Read once: the token then leaves the address bar and the history entry.
  const [token] = useState(() =>
    hash.startsWith(`#${SIGN_OUT_TOKEN_FRAGMENT}`) ? hash.slice(SIGN_OUT_TOKEN_FRAGMENT.length + 1) : '',
  );
  useEffect(() => {
    if (hash) navigate({ pathname }, { replace: true });
  }, [hash, pathname, navigate]);
  const signOut = useSignOutEverywhere();

  return (
    <AuthLayout title="Sign out everywhere">
      {signOut.isSuccess ? (
        <div role="status" className="space-y-4 text-gray-800 dark:text-gray-200">
          <p>{signOut.data.message}</p>
          <p>
            <Link to="/forgot-password" className={linkClass}>
              Change your password
            </Link>
          </p>
        </div>
      ) : token === '' ? (
        <p role="alert" className="text-gray-800 dark:text-gray-200">
          {SIGN_OUT_LINK_UNKNOWN}
        </p>
      ) : (
        <div className="space-y-6">
          <p className="text-gray-800 dark:text-gray-200">
            Was it not you who signed in from a new device? Sign out every session of your account, on every
            device (this one too). Then change your password.
          </p>
          <Button className="w-full" onClick={() => signOut.mutate(token)} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
          {signOut.isError && (
            <p role="alert" className="text-red-700 dark:text-red-400">
              {errorText(signOut.error, 'Failed to sign out everywhere')}
            </p>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
