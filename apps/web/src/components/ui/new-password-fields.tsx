import { PASSWORD_MAX, PASSWORD_MIN } from '@skillora/shared/constants';
import { passwordProblem } from '@skillora/shared/password-policy';
import type { ChangeEvent } from 'react';
import { PasswordField } from './input';

type Field = {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  label?: string;
  name?: string;
  placeholder?: string;
};

type NewPasswordFieldsProps = { password: Field; confirm: Field };

/**
 * A new password typed twice (sign-up, reset, change, set): both named `new-password` for password
 * managers, each with its own show/hide toggle.
 */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField autoComplete="new-password" {...password} label={password.label ?? 'New password'} />
      <PasswordField
        autoComplete="new-password"
        {...confirm}
        label={confirm.label ?? 'Confirm new password'}
      />
    </>
  );
}

/** A new password's length and policy, in the API's own words, checked before anything is sent. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return passwordProblem(password);
}
