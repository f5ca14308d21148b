import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CurrentPasswordField, EmailField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/account';
import { SettingsSection } from './settings-section';

/**
 * An account with a password re-enters it; one that signs in only with Google types its email
 * address instead (it has no password to give).
 */
export function DeleteAccountSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setIsOpen(false);
    setProof('');
    setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!proof)
      return setError(hasPassword ? 'Enter your current password' : 'Type your email address to confirm');
    setError(null);
    // mutateAsync, not mutate's callbacks: the live sign-out of this very session may unmount the
    // page before the answer arrives, and the confirmation must show all the same.
    let message: string;
    try {
      message = (await remove.mutateAsync(hasPassword ? { password: proof } : { email: proof })).message;
    } catch (err) {
      setError(errorText(err, 'Could not delete your account'));
      return;
    }
    // Navigate first (as a live sign-out does), then forget everything the account had loaded.
    navigate('/login', { replace: true });
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    toast.success(message);
  };

  return (
    <SettingsSection
      id="settings-delete"
      title="Delete account"
      description="Your profile, jobs, proposals and sessions are removed. Contracts and payments you took part in stay on record under 'Deleted user'. Not possible while money is in escrow, a contract is active or your wallet holds money."
    >
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={isOpen}
        onClose={close}
        title="Delete your account?"
        description={
          hasPassword
            ? 'This cannot be undone. Enter your password to confirm.'
            : `This cannot be undone. Type your email address (${email}) to confirm.`
        }
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {hasPassword ? (
            <CurrentPasswordField value={proof} onChange={setProof} />
          ) : (
            <EmailField label="Email address" autoComplete="off" value={proof} onChange={setProof} />
          )}
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={close}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
