import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { errorText } from '../../../lib/api-client';
import { useFinishSandboxOnboarding } from '../api/payouts';

/**
 * /freelancer/sandbox-onboarding — the sandbox's stand-in for Stripe's hosted onboarding (issue 28):
 * 'Finish setup' enables payouts and goes back to the wallet, as Stripe's return URL does.
 */
export function SandboxOnboardingPage() {
  const finish = useFinishSandboxOnboarding();
  const navigate = useNavigate();
  return (
    <PageShell title="Set up payouts (sandbox)" width="narrow">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        This is the test-mode payment provider. With Stripe, this page is Stripe's own, where you give your
        name, date of birth and the bank account to pay out to. Here nothing is asked and no money moves.
      </p>
      <Button
        className="mt-4"
        disabled={finish.isPending}
        onClick={() => finish.mutate(undefined, { onSuccess: () => navigate('/freelancer/wallet') })}
      >
        Finish setup
      </Button>
      {finish.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorText(finish.error, 'Failed to finish setting up payouts')}
        </p>
      )}
    </PageShell>
  );
}
