import { PasswordField, TextField } from '../../../components/ui/input';

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
};

/** The email and password fields of a login form, named for password managers. */
export function CredentialFields({ email, onEmailChange, password, onPasswordChange }: Props) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        placeholder="Enter your email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Enter your password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
    </>
  );
}
