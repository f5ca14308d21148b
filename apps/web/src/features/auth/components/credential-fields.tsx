import { CurrentPasswordField, EmailField } from '../../../components/ui/account-fields';
import type { LoginForm } from '../hooks/use-login-form';

/** The email and password fields of a login form, named for password managers. */
export function CredentialFields({ form }: { form: LoginForm }) {
  return (
    <>
      <EmailField
        name="email"
        autoComplete="username"
        placeholder="Enter your email"
        value={form.email}
        onChange={form.setEmail}
      />
      <CurrentPasswordField
        name="password"
        placeholder="Enter your password"
        value={form.password}
        onChange={form.setPassword}
      />
    </>
  );
}
