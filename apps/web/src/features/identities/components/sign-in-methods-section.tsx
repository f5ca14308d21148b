import type { Identity } from '@skillora/shared';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { NewPasswordFields, newPasswordProblem } from '../../../components/ui/new-password-fields';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { readOidcOutcome } from '../../auth';
import { useIdentities, useLinkIdentity, useSetPassword, useUnlinkIdentity } from '../api/identities';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/**
 * Profile Settings' "Sign-in methods" (issue 17): the password and the linked Google accounts;
 * link one, remove one while another way in remains, or set a password when there is none.
 * Self-contained: mount it on any page of a signed-in client or freelancer.
 */
export function SignInMethodsSection() {
  const identities = useIdentities();
  const [params] = useSearchParams();
  const back = readOidcOutcome(params.get('oidc'));

  return (
    <section
      aria-labelledby="sign-in-methods-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="sign-in-methods-title" className="text-lg font-semibold">
        Sign-in methods
      </h2>
      {back?.outcome === 'linked' ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-800 dark:text-green-300">
          {back.message}
        </p>
      ) : (
        <FormError message={back?.message ?? null} className="mt-3" />
      )}
      {identities.isPending ? (
        <Spinner />
      ) : identities.isError ? (
        <LoadError
          error={identities.error}
          fallback="Could not load your sign-in methods"
          onRetry={() => identities.refetch()}
        />
      ) : (
        <Methods hasPassword={identities.data.hasPassword} linked={identities.data.identities} />
      )}
    </section>
  );
}

function Methods({ hasPassword, linked }: { hasPassword: boolean; linked: Identity[] }) {
  const { pathname } = useLocation();
  const link = useLinkIdentity();
  const unlink = useUnlinkIdentity();
  const [removing, setRemoving] = useState<Identity | null>(null);
  const methodCount = linked.length + (hasPassword ? 1 : 0);

  return (
    <>
      <ul className="mt-4 divide-y divide-gray-200 dark:divide-gray-800">
        <li className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <span className="font-medium">Password</span>
            <span className="block text-sm text-gray-700 dark:text-gray-300">
              {hasPassword ? 'Set' : 'Not set'}
            </span>
          </span>
        </li>
        {linked.map((identity) => (
          <li key={identity.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span>
              <span className="font-medium">{identity.provider}</span>
              <span className="block text-sm text-gray-700 dark:text-gray-300">
                {identity.email ?? 'No email'} · linked {dateFormat.format(new Date(identity.createdAt))}
              </span>
            </span>
            <Button
              variant="secondary"
              aria-label={`Remove ${identity.provider} sign-in ${identity.email ?? ''}`.trim()}
              disabled={methodCount < 2}
              onClick={() => setRemoving(identity)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {methodCount < 2 && linked.length > 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Set a password before removing your only sign-in method.
        </p>
      )}
      <Button
        className="mt-4"
        variant="secondary"
        disabled={link.isPending || link.isSuccess}
        onClick={() =>
          link.mutate(
            { returnTo: pathname },
            { onError: (err) => toast.error(errorText(err, 'Google sign-in is not available right now.')) },
          )
        }
      >
        Link Google account
      </Button>
      {!hasPassword && <SetPasswordForm />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this sign-in method?"
        description={`You will no longer be able to sign in with ${removing?.provider ?? 'it'}${removing?.email ? ` (${removing.email})` : ''}.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        cancelLabel="Cancel"
        isPending={unlink.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          unlink.mutate(removing.id, {
            onSuccess: () => toast.success('Sign-in method removed'),
            onError: (err) => toast.error(errorText(err, 'Could not remove this sign-in method')),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </>
  );
}

/** The API's rules and words (SetPasswordRequestSchema), without loading zod on this page. */
function problemWith(password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return 'Enter your new password twice';
  const problem = newPasswordProblem(password);
  if (problem) return problem;
  return password === confirmPassword ? null : 'Passwords do not match';
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const [password, setPasswordValue] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setPassword.mutate(
      { password, confirmPassword },
      {
        onSuccess: () => toast.success('Your password has been set'),
        onError: (err) => setError(errorText(err, 'Could not set your password')),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 space-y-3 border-t border-gray-200 pt-6 dark:border-gray-800"
    >
      <h3 className="font-semibold">Set a password</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        You sign in with Google only. A password lets you sign in with your email too.
      </p>
      <NewPasswordFields
        password={{ value: password, onChange: (e) => setPasswordValue(e.target.value) }}
        confirm={{ value: confirmPassword, onChange: (e) => setConfirmPassword(e.target.value) }}
      />
      <Button type="submit" disabled={setPassword.isPending}>
        {setPassword.isPending ? 'Saving...' : 'Set password'}
      </Button>
      <FormError message={error} />
    </form>
  );
}
