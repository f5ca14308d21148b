import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { PublicPageLayout } from '../../landing';
import { MyReputationInputs } from '../components/my-reputation-inputs';
import { ReputationFormula } from '../components/reputation-formula';

/** /reputation: the published formula for everyone, and a signed-in person's own inputs to it. */
export function ReputationPage() {
  const { user, isLoading } = useSession();
  const side = user?.role === 'client' || user?.role === 'freelancer' ? user.role : null;
  return (
    <PublicPageLayout>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">How reputation works</h1>
        <p className="mt-3 text-lg text-gray-800 dark:text-gray-200">
          Reviews are blind, every ended contract asks for one, and the score’s formula is public: this page
          shows all of it, and each person can check the numbers behind their own score.
        </p>
        {side ? (
          <MyReputationInputs side={side} />
        ) : (
          !isLoading && (
            <p className="mt-6 text-gray-800 dark:text-gray-200">
              <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-100">
                Log in
              </Link>{' '}
              to see the inputs of your own score.
            </p>
          )
        )}
        <ReputationFormula />
      </div>
    </PublicPageLayout>
  );
}
