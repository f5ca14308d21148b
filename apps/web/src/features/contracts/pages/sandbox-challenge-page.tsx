import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageShell } from '../../../components/ui/page-shell';
import { errorText } from '../../../lib/api-client';
import { useAnswerSandboxChallenge } from '../api/payouts';

/** Only a path of our own to go back to, never another site. */
const safeReturn = (value: string | null) =>
  value?.startsWith('/client/') && !value.startsWith('//') ? value : '/client/contracts';

/**
 * /client/sandbox-challenge/:paymentId — the sandbox's 3-D Secure challenge (issue 28): what the
 * card's bank shows through Stripe.js. Complete books the payment; Fail leaves the milestone unfunded.
 */
export function SandboxChallengePage() {
  const { paymentId = '' } = useParams();
  const [search] = useSearchParams();
  const back = safeReturn(search.get('return'));
  const answer = useAnswerSandboxChallenge(paymentId);
  const navigate = useNavigate();
  const send = (outcome: 'complete' | 'fail') => answer.mutate(outcome, { onSuccess: () => navigate(back) });
  return (
    <PageShell title="Confirm your payment (sandbox)" width="narrow">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Your card needs authentication (3-D Secure). This is the test-mode bank's page: choose how the
        authentication ends. No real card is charged.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => send('complete')}>
          Complete
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => send('fail')}>
          Fail
        </Button>
      </div>
      {answer.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorText(answer.error, 'Failed to answer the authentication')}
        </p>
      )}
    </PageShell>
  );
}
