import type { Passkey } from '@skillora/shared';
import { PASSKEY_NAME_MAX } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { formatAgo, formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { RecoveryCodesOnce } from './recovery-codes-once';
import { SettingsSection } from './settings-section';

/**
 * Passkeys (issue 30, ADR 032): sign in with the device's screen lock, no password; a passkey is
 * also a second step after a password. The first one turns two-step verification on, with
 * recovery codes shown once. Profile Settings and /admin/two-step.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const add = useAddPasskey((result) => {
    toast.success('Passkey added');
    if (result.recoveryCodes) setRecoveryCodes(result.recoveryCodes);
  });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(name, {
      onSuccess: () => setName(''),
      onError: (err) => {
        const text = errorText(err, 'Could not add the passkey');
        setError(text);
        toast.error(text);
      },
    });
  };

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(`${removing.name} was removed`);
        setRemoving(null);
      },
      onError: (err) => toast.error(errorText(err, 'Could not remove the passkey')),
    });
  };

  const list = passkeys.data?.data ?? [];
  return (
    <SettingsSection
      id="settings-passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of a password. After a password, a passkey is also your second step."
    >
      {passkeys.isPending && <p className="text-sm text-gray-700 dark:text-gray-300">Loading…</p>}
      <FormError message={passkeys.isError && errorText(passkeys.error, 'Could not load your passkeys')} />
      {recoveryCodes ? (
        <RecoveryCodesOnce codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : (
        <div className="grid gap-4">
          {passkeys.data && list.length === 0 && (
            <p className="text-sm text-gray-700 dark:text-gray-300">You have no passkeys yet.</p>
          )}
          {list.length > 0 && (
            <ul aria-label="Your passkeys" className="divide-y divide-gray-200 dark:divide-gray-700">
              {list.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-gray-900 dark:text-white">{passkey.name}</p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      Added {formatDate(passkey.createdAt)} ·{' '}
                      {passkey.lastUsedAt ? `last used ${formatAgo(passkey.lastUsedAt)}` : 'not used yet'}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={`Remove passkey ${passkey.name}`}
                    onClick={() => setRemoving(passkey)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:max-w-xs">
            <TextField
              label="Passkey name (optional)"
              placeholder="e.g. My laptop"
              maxLength={PASSKEY_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" className="justify-self-start" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add a passkey'}
            </Button>
            <FormError message={error} />
          </form>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this passkey?"
        description={`You will no longer be able to sign in with "${removing?.name ?? ''}".`}
        confirmLabel="Remove passkey"
        busyLabel="Removing..."
        cancelLabel="Cancel"
        isPending={remove.isPending}
        onConfirm={onRemove}
        onClose={() => setRemoving(null)}
      />
    </SettingsSection>
  );
}
