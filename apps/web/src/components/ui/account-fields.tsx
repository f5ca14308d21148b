import type { InputHTMLAttributes } from 'react';
import { PasswordField, TextField } from './input';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  label?: string;
  value: string;
  onChange: (value: string) => void;
};

/** An email address field ("Email" unless named otherwise) that reports its text. */
export function EmailField({ label = 'Email', autoComplete = 'email', onChange, ...props }: Props) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete={autoComplete}
      {...props}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The account's present password (to sign in or to confirm a change), reporting its text. */
export function CurrentPasswordField({ label = 'Password', onChange, ...props }: Props) {
  return (
    <PasswordField
      label={label}
      autoComplete="current-password"
      {...props}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
