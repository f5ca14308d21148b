import { Link } from 'react-router';

/** Why a withdrawal waits for two-step verification, and the way to Profile Settings' section (ADR 033). */
export function TurnOnTwoStep({ message, isRefusal }: { message: string; isRefusal: boolean }) {
  return (
    // A refusal of the user's click is announced; the notice the page opens with is just read.
    <p
      role={isRefusal ? 'alert' : undefined}
      className="mt-4 text-sm font-medium text-gray-900 dark:text-gray-100"
    >
      {message}{' '}
      <Link
        to="/freelancer/settings#settings-two-step"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
      >
        Turn it on in Profile Settings
      </Link>
    </p>
  );
}
