import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';

/** A profile's details form: its failure on top, its fields, then "Save profile". */
export function ProfileSaveForm({
  onSubmit,
  formError,
  isPending,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  formError: string | null;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={formError} />
      {children}
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
