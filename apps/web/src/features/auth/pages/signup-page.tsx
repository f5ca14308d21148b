import { SIGNUP_ROLES, type SignupRole, STORAGE_KEYS } from '@skillora/shared/constants';
import { passwordProblem } from '@skillora/shared/password-policy';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/input';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { errorText } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useRegister } from '../api/register';
import { AuthLayout, OrDivider } from '../components/auth-layout';
import { GoogleButton } from '../components/google-button';
import { SignedOutOnly } from '../components/signed-out-only';
import { TermsCheckbox } from '../components/terms-checkbox';

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
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const termsRef = useRef<HTMLInputElement>(null);

  if (!role) return <Navigate to="/select-role" replace />;

  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { name, email, password, confirmPassword } = form;
    if (!name.trim() || !email.trim() || !password || !confirmPassword) {
      toast.error('All fields are required');
      return;
    }
    if (password !== confirmPassword) {
      toast.error('password do not match');
      return;
    }
    // The API's own rule and words; its longer blocklist answers the same message.
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    if (!acceptsTerms) {
      setTermsError('Please agree to the Terms of Service and Privacy Policy to sign up');
      termsRef.current?.focus();
      return;
    }
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
        <TermsCheckbox
          ref={termsRef}
          checked={acceptsTerms}
          onChange={(checked) => {
            setAcceptsTerms(checked);
            if (checked) setTermsError(undefined);
          }}
          error={termsError}
        />
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
      <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          Login
        </Link>
      </p>
    </AuthLayout>
  );
}
