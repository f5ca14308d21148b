import { formatMoney, parseMoney } from '@skillora/shared/money';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/form-field';
import { MoneyInput } from '../../../components/ui/money-input';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { usePayoutAccount } from '../api/payouts';
import { usePaymentTerms, useWallet, useWalletHistory, useWithdraw } from '../api/wallet';
import { LedgerRows } from '../components/ledger-rows';
import { MoneyFacts } from '../components/money-facts';
import { PayoutAccountCard } from '../components/payout-account-card';
import { PendingReleases } from '../components/pending-releases';

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
  if (wallet.isPending) return <Spinner label="Loading your wallet" />;
  const w = wallet.data?.data;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const amountCents = parseMoney(amount);
    if (!amountCents) return setError('Enter an amount, e.g. 125.50');
    setConfirming(amountCents);
  };
  const send = (amountCents: number) =>
    withdraw.mutate(
      { amountCents },
      {
        onSuccess: () => {
          toast.success(`Withdrawn ${formatMoney(amountCents)}`);
          setAmount('');
          setError('');
          setConfirming(null);
        },
        onError: (err) => {
          setError(errorText(err, 'Failed to withdraw'));
          setConfirming(null);
        },
      },
    );
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
      <PendingReleases releases={w?.pendingReleases ?? []} />
      <PayoutAccountCard />
      <form onSubmit={submit} noValidate className="mt-6 flex flex-wrap items-end gap-2">
        <Field label={`Amount to withdraw to ${destination}`} error={error || undefined}>
          {(c) => <MoneyInput {...c} value={amount} onChange={setAmount} />}
        </Field>
        <Button type="submit" disabled={withdraw.isPending}>
          Withdraw
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Withdraw ${formatMoney(confirming ?? 0)}?`}
        description={`${formatMoney(confirming ?? 0)} leaves your available balance for ${destination}. This cannot be undone.`}
        confirmLabel={`Withdraw ${formatMoney(confirming ?? 0)}`}
        busyLabel="Withdrawing..."
        cancelLabel="Cancel"
        confirmVariant="primary"
        isPending={withdraw.isPending}
        onConfirm={() => confirming !== null && send(confirming)}
        onClose={() => setConfirming(null)}
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
