import { NAME_MAX } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRename } from '../api/account';
import { SettingsSection } from './settings-section';

export function NameSection({ currentName }: { currentName: string }) {
  const rename = useRename();
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Name is required');
    if (trimmed.length > NAME_MAX) return setError(`Name must be at most ${NAME_MAX} characters`);
    setError(null);
    rename.mutate(
      { name: trimmed },
      {
        onSuccess: ({ data }) => {
          setName(data.name);
          toast.success('Your name has been changed');
        },
        onError: (err) => setError(errorText(err, 'Could not change your name')),
      },
    );
  };

  return (
    <SettingsSection id="settings-name" title="Name" description="The name clients and freelancers see.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Full name"
          autoComplete="name"
          className="flex-1"
          value={name}
          maxLength={NAME_MAX + 20}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </form>
      <FormError message={error} className="mt-3" />
    </SettingsSection>
  );
}
