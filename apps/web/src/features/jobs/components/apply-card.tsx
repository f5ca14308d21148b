import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** What a visitor sees beside a job: applying needs a freelancer account, and comes back here. */
export function ApplyCard({ onApply }: { onApply: () => void }) {
  return (
    <section
      aria-label="Apply"
      className="rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
    >
      <Button className="min-h-11 w-full" onClick={onApply}>
        Apply now
      </Button>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        Log in as a freelancer to send a proposal.{' '}
        <Link to="/select-role" className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          New to Skillora? Sign up
        </Link>
      </p>
    </section>
  );
}
