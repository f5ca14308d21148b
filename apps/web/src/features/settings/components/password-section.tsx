import { PASSWORD_MIN } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { CurrentPasswordField } from '../../../components/ui/account-fields';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { NewPasswordFields, newPasswordProblem } from '../../../components/ui/new-password-fields';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/account';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!currentPassword) return setError('Enter your current password');
    const problem = newPasswordProblem(newPassword);
    if (problem) return setError(problem);
    if (newPassword !== confirm) return setError('The new passwords do not match');
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setCurrent('');
          setNew('');
          setConfirm('');
        },
        onError: (err) => setError(errorText(err, 'Could not change your password')),
      },
    );
  };

  return (
    <SettingsSection
      id="settings-password"
      title="Password"
      description={`At least ${PASSWORD_MIN} characters. Changing it signs out every other device.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <CurrentPasswordField label="Current password" value={currentPassword} onChange={setCurrent} />
        <NewPasswordFields
          password={{ value: newPassword, onChange: (e) => setNew(e.target.value) }}
          confirm={{ value: confirm, onChange: (e) => setConfirm(e.target.value) }}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
      <FormError message={error} className="mt-3" />
    </SettingsSection>
  );
}
