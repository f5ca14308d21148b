import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';

/** The top bar (logo to /, theme toggle) and a centred card, shared by the sign-in screens. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 dark:bg-gray-950">
      <header className="flex items-center justify-between px-4 py-3 sm:px-8">
        <Logo />
        <ThemeToggle />
      </header>
      <main className="flex justify-center px-4 py-8 sm:py-16">
        <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-gray-200 sm:p-8 dark:bg-gray-900 dark:ring-gray-800">
          <h1 className="mb-6 text-center text-2xl font-bold">{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}

export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-semibold text-gray-600 dark:text-gray-400">
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      OR
      <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
    </div>
  );
}

/** The line under a sign-in card that leads to its counterpart: "Already have an account? Login". */
export function AuthSwitch({
  question = 'Already have an account?',
  to = '/login',
  label = 'Login',
}: {
  question?: string;
  to?: string;
  label?: string;
}) {
  return (
    <p className="mt-6 text-center text-sm text-gray-700 dark:text-gray-300">
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
        {label}
      </Link>
    </p>
  );
}
