import type { PayoutAccount, SecondFactorProof } from '@skillora/shared';
import {
  PAYOUT_CHANGE_NEEDS_CODE,
  PAYOUT_CHANGE_NEEDS_SECOND_FACTOR,
} from '@skillora/shared/account-security';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-client';
import { usePayoutAccount, useSetUpPayouts } from '../api/payouts';
import { StepUpForm } from './step-up-form';
import { TurnOnTwoStep } from './turn-on-two-step';

/** The provider's names of what it still needs, in words (others are shown as they come). */
const REQUIREMENT_WORDS: Record<string, string> = {
  'individual.first_name': 'your first name',
  'individual.last_name': 'your last name',
  'individual.dob.day': 'your date of birth',
  'individual.id_number': 'your ID number',
  'individual.address.line1': 'your address',
  external_account: 'the bank account to pay out to',
  'business_profile.url': 'your website or profile link',
  'tos_acceptance.date': 'accepting the payout terms',
};

const STATUS_WORDS: Record<PayoutAccount['status'], string> = {
  none: 'Payouts are not set up yet. Set them up to withdraw your money to your own bank account.',
  pending: 'Payouts are not ready yet: finish setting them up to withdraw.',
  enabled: 'Payouts are set up: you can withdraw your available money.',
  restricted: 'Payouts are paused: the payment provider needs more details before you can withdraw.',
};

const wordsOf = (requirement: string) =>
  REQUIREMENT_WORDS[requirement] ?? requirement.replaceAll(/[._]/g, ' ');

/**
 * Where the freelancer's payouts stand, in plain words, and the way to set them up (issue 28) or to
 * change them, which asks for the second factor again (issue 30).
 */
export function PayoutAccountCard({ hasSecondFactor }: { hasSecondFactor: boolean }) {
  const account = usePayoutAccount();
  const setUp = useSetUpPayouts();
  const [isChanging, setIsChanging] = useState(false);
  const a = account.data;
  if (!a) return null;
  const open = (secondFactor?: SecondFactorProof) =>
    setUp.mutate(secondFactor, {
      // The provider's page (Stripe's, or the sandbox's own) leads back to this wallet.
      onSuccess: ({ url }) => window.location.assign(url),
    });
  const refusal = setUp.isError ? errorText(setUp.error, 'Failed to start setting up payouts') : null;
  // A wrong code is typed again in the dialog; the other refusals show on the card.
  const codeError = isChanging && refusal !== PAYOUT_CHANGE_NEEDS_SECOND_FACTOR ? refusal : null;
  return (
    <section
      aria-labelledby="payouts-heading"
      className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="payouts-heading" className="text-lg font-semibold">
        Payouts
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-testid="payout-status">
        {STATUS_WORDS[a.status]}
      </p>
      {a.requirements.length > 0 && (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Still needed: {a.requirements.map(wordsOf).join(', ')}.
        </p>
      )}
      {a.status === 'enabled' ? (
        <Button variant="secondary" className="mt-3" onClick={() => setIsChanging(true)}>
          Change payout account
        </Button>
      ) : (
        <Button className="mt-3" onClick={() => open()} disabled={setUp.isPending}>
          {a.status === 'none' ? 'Set up payouts' : 'Finish setting up payouts'}
        </Button>
      )}
      {refusal === PAYOUT_CHANGE_NEEDS_SECOND_FACTOR ? (
        <TurnOnTwoStep message={refusal} isRefusal />
      ) : (
        refusal &&
        !codeError && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {refusal}
          </p>
        )
      )}
      <Dialog
        open={isChanging}
        onClose={() => setIsChanging(false)}
        title="Change your payout account?"
        description="Your payouts will go to the account you set up next. Withdrawals wait until it is ready."
      >
        <StepUpForm
          needsCode={hasSecondFactor}
          codeNote={PAYOUT_CHANGE_NEEDS_CODE}
          confirmLabel="Continue to the payout setup"
          busyLabel="Opening..."
          isPending={setUp.isPending}
          codeError={codeError}
          onConfirm={(proof) => {
            if (!hasSecondFactor) setIsChanging(false);
            open(proof);
          }}
          onClose={() => setIsChanging(false)}
        />
      </Dialog>
    </section>
  );
}
