import { SIGNUP_ROLES, type SignupRole, STORAGE_KEYS } from '@skillora/shared/constants';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { errorText } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AuthLayout, AuthSwitch, OrDivider } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { SignedOutOnly } from '../components/signed-out-only';
import { TermsCheckbox, useTermsAgreement } from '../components/terms-checkbox';
import { isNewPasswordValid } from '../lib/new-password-check';

const storedRole = (): SignupRole | null => {
  const value = storage.get(STORAGE_KEYS.userRole);
  return SIGNUP_ROLES.find((r) => r === value) ?? null;
};

export function SignupPage() {
  return (
    <SignedOutOnly>
      <SignupForm />
    </SignedOutOnly>
  );
}

function SignupForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const [role] = useState(storedRole);
  const [form, setForm] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const terms = useTermsAgreement();

  if (!role) return <Navigate to="/select-role" replace />;

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { name, email, password, confirmPassword } = form;
    const showProblem = (problem: string) => {
      setError(problem);
      toast.error(problem);
    };
    const filled = Boolean(name.trim() && email.trim());
    if (!isNewPasswordValid(password, confirmPassword, showProblem, filled) || !terms.isAgreed()) return;
    setError(null);
    register.mutate(
      { name, email, password, role },
      {
        onSuccess: () => {
          alert('OTP sent to your mail');
          // The passwords stay out of history state: the server keeps the pending sign-up itself.
          navigate('/otp', { state: { email: email.trim().toLowerCase(), userData: { name, email, role } } });
        },
        onError: (err) => {
          const message = errorText(err, 'Something went wrong, please try again');
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <AuthLayout title="Signup">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Enter your name"
          {...field('name')}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          {...field('email')}
        />
        <NewPasswordFields
          password={{
            label: 'Password',
            name: 'password',
            placeholder: 'Enter your password',
            ...field('password'),
          }}
          confirm={{
            label: 'Confirm password',
            name: 'confirmPassword',
            placeholder: 'Enter password again',
            ...field('confirmPassword'),
          }}
        />
        <TermsCheckbox agreement={terms} />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? 'Please wait...' : 'Sign Up'}
        </Button>
        {register.isPending && (
          <p role="status" className="text-center text-sm text-gray-700 dark:text-gray-300">
            Sending OTP, please wait...
          </p>
        )}
        <FormError message={error} className="mt-3" />
      </form>
      <OrDivider />
      <GoogleButton />
      <AuthSwitch />
    </AuthLayout>
  );
}
