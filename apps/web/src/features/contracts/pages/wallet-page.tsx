import type { SecondFactorProof } from '@skillora/shared';
import {
  FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR,
  WITHDRAWAL_CODE_ABOVE_CENTS,
} from '@skillora/shared/account-security';
import { formatMoney, parseMoney } from '@skillora/shared/money';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorText } from '../../../lib/api-client';
import { lazyPage } from '../../../lib/lazy-page';
import { toast } from '../../../lib/toast';
import { usePayoutAccount } from '../api/payouts';
import { usePaymentTerms, useWallet, useWalletHistory, useWithdraw } from '../api/wallet';
import { LedgerRows } from '../components/ledger-rows';
import { MoneyFacts } from '../components/money-facts';
import { PayoutAccountCard } from '../components/payout-account-card';
import { PendingReleases } from '../components/pending-releases';
import { TurnOnTwoStep } from '../components/turn-on-two-step';
import { WithdrawDialog } from '../components/withdraw-dialog';

// Hourly work in progress (issue 27): its own chunk, loaded with the wallet, not in the pages' chunk.
const HourlyWeekWallet = lazyPage(() => import('../components/hourly-week-wallet'), 'HourlyWeekWallet');

/** The refusals that ask to turn two-step verification on: shown with the way to it. */
const NEEDS_TWO_STEP = [FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR, LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR];

/** A freelancer's words for the movements of their money. */
const LABELS: Record<string, string> = {
  fund: 'Funded into escrow',
  release: 'Released to you (pending)',
  hold_end: 'Security hold ended (available)',
  payout: 'Withdrawn',
  refund: 'Refunded',
  payout_return: 'Payout returned (available)',
};

/** /freelancer/wallet — pending, available and in escrow, a withdrawal, and every transaction. */
export function WalletPage() {
  const wallet = useWallet();
  const history = useWalletHistory();
  const withdraw = useWithdraw();
  const terms = usePaymentTerms().data?.data;
  // With a connected account set up, the money goes there; before, the sandbox's own bank account.
  const payouts = usePayoutAccount().data;
  const destination =
    payouts && payouts.status !== 'none' ? 'your payout account' : 'Sandbox bank account ••••6789';
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  // The amount asked for, waiting for the user's confirmation (issue 31: money moves on no single click).
  const [confirming, setConfirming] = useState<number | null>(null);
  // A refused code keeps the dialog open, so it can be typed again.
  const [codeError, setCodeError] = useState<string | null>(null);
  if (wallet.isPending) return <Spinner label="Loading your wallet" />;
  const w = wallet.data?.data;
  const checks = w?.withdrawalChecks;
  const isLarge = (confirming ?? 0) > WITHDRAWAL_CODE_ABOVE_CENTS;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amountCents = parseMoney(amount);
    if (!amountCents) return setError('Enter an amount, e.g. 125.50');
    if (amountCents > WITHDRAWAL_CODE_ABOVE_CENTS && checks?.mustTurnOnForLarge)
      return setError(LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR);
    setError('');
    setCodeError(null);
    setConfirming(amountCents);
  };
  const close = () => {
    setConfirming(null);
    setCodeError(null);
  };
  const send = (amountCents: number, secondFactor?: SecondFactorProof) =>
    withdraw.mutate(
      { amountCents, ...(secondFactor ? { secondFactor } : {}) },
      {
        onSuccess: () => {
          toast.success(`Withdrawn ${formatMoney(amountCents)}`);
          setAmount('');
          setError('');
          close();
        },
        onError: (err) => {
          // 400 with a proof: the code was wrong or used (429: too many tries, said the same way).
          if (secondFactor && err instanceof ApiError && (err.status === 400 || err.status === 429))
            return setCodeError(errorText(err, 'Failed to withdraw'));
          setError(errorText(err, 'Failed to withdraw'));
          close();
        },
      },
    );
  const needsTwoStep = checks?.mustTurnOnSecondFactor ? FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR : null;
  const shownError = NEEDS_TWO_STEP.includes(error) ? '' : error;
  return (
    <PageShell title="Wallet" width="narrow">
      {terms && (
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">
          Our service fee is {terms.serviceFeePercent} % of each released milestone; clients pay no fee.
          Released money is pending for {terms.payoutHoldDays} days, then available to withdraw.
        </p>
      )}
      <MoneyFacts
        label="Balances"
        className="sm:grid-cols-4"
        valueClassName="text-lg font-semibold"
        facts={[
          ['Pending', w?.pendingCents ?? 0],
          ['Available', w?.availableCents ?? 0],
          ['In escrow', w?.inEscrowCents ?? 0],
          ['In dispute', w?.inDisputeCents ?? 0],
        ]}
      />
      <Suspense fallback={null}>
        <HourlyWeekWallet />
      </Suspense>
      <PendingReleases releases={w?.pendingReleases ?? []} />
      {NEEDS_TWO_STEP.includes(error) ? (
        <TurnOnTwoStep message={error} isRefusal />
      ) : (
        needsTwoStep && <TurnOnTwoStep message={needsTwoStep} isRefusal={false} />
      )}
      <PayoutAccountCard hasSecondFactor={Boolean(checks?.hasSecondFactor)} />
      <form onSubmit={submit} noValidate className="mt-6 flex flex-wrap items-end gap-2">
        <Field label={`Amount to withdraw to ${destination}`} error={shownError || undefined}>
          {(c) => <MoneyInput {...c} value={amount} onChange={setAmount} />}
        </Field>
        <Button type="submit" disabled={withdraw.isPending || needsTwoStep !== null}>
          Withdraw
        </Button>
      </form>
      <WithdrawDialog
        amountCents={confirming}
        destination={destination}
        needsCode={isLarge && Boolean(checks?.hasSecondFactor)}
        isPending={withdraw.isPending}
        codeError={codeError}
        onConfirm={send}
        onClose={close}
      />
      <h2 className="mt-8 text-xl font-semibold">Transactions</h2>
      <LedgerRows
        layout="list"
        rows={history.data?.data ?? []}
        labels={LABELS}
        details={(e) => [e.milestoneTitle, e.feeCents ? `after our ${formatMoney(e.feeCents)} fee` : null]}
      />
    </PageShell>
  );
}
