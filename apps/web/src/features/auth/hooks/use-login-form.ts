import type { LoginResponse } from '@skillora/shared';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';

/**
 * The state and submit of a login form, shared by /login and /admin/login: 'Enter credentials'
 * when a field is empty, the server's error (or `fallbackError`) under the form otherwise. With
 * two-step verification on, the password's answer is `loginToken`: the page asks for the code.
 */
export function useLoginForm(
  onLoggedIn: (data: LoginResponse) => void,
  fallbackError: string,
  initialEmail = '',
  initialLoginToken: string | null = null,
) {
  const login = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loginToken, setLoginToken] = useState(initialLoginToken);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error('Enter credentials');
      return;
    }
    setError(null);
    login.mutate(
      { email, password },
      {
        onSuccess: (data) => {
          if ('user' in data) return onLoggedIn(data);
          setPassword('');
          setLoginToken(data.loginToken);
        },
        onError: (err) => setError(errorText(err, fallbackError)),
      },
    );
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    error,
    onSubmit,
    isPending: login.isPending,
    loginToken,
    /** Back to the password (the second step expired, or another account). */
    restart: () => setLoginToken(null),
  };
}

export type LoginForm = ReturnType<typeof useLoginForm>;
