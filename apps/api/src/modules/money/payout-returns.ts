import type { Tx } from '../../outbox';
import { account } from './accounts';
import type { NewTransfer } from './ledger.repository';
import type { PaymentRow } from './payments.repository';

declare module '../../outbox' {
  interface EventMap {
    /**
     * A payout the provider could not deliver came back to the freelancer's available balance;
     * `paymentId` is null when a bank payout Stripe made on its own schedule failed (it names none).
     */
    'payout.returned': {
      paymentId: string | null;
      freelancerId: string;
      amountCents: number;
      currency: string;
    };
    /** Take back from the connected account what a failed bank payout left there (ADR 035). */
    'payout.reclaim': {
      payoutRef: string;
      parts: { paymentId: string; transferRef: string; amountCents: number }[];
    };
  }
}

const returnOf = (payment: PaymentRow, amountCents: number, ref: string): NewTransfer => ({
  debit: account.clearing(payment.currency),
  credit: account.available(payment.userId, payment.currency),
  amountCents,
  currency: payment.currency,
  code: 'payout_return',
  ref,
  userId: payment.userId,
  paymentId: payment.id,
});

/**
 * A reversed transfer, or a failed bank payout that names our payout (ADR 035): what the provider
 * says has come back of the payout so far (`reversedCents`, Stripe's cumulative `amount_reversed`;
 * the whole payout for a failed one) goes back from the clearing account to the freelancer's
 * available balance, less what already came back. Under the payment's row lock, so whichever event
 * comes first, in whatever order or how often, the payout returns at most once in total.
 * `ref` is the event's id. False when there was nothing to return.
 */
export async function returnPayout(
  tx: Tx,
  by: { id?: string; providerRef?: string },
  reversedCents: number | 'all',
  ref: string,
): Promise<boolean> {
  const payment = await tx.repos.payments.find(by, true);
  if (payment?.kind !== 'payout' || payment.status !== 'succeeded') return false;
  const target = Math.min(payment.amountCents, reversedCents === 'all' ? payment.amountCents : reversedCents);
  const returned = (await tx.repos.ledger.returnedOf(payment.userId, [payment.id])).get(payment.id) ?? 0;
  const amountCents = target - returned;
  if (amountCents <= 0) return false;
  await tx.repos.ledger.post([returnOf(payment, amountCents, ref)]);
  tx.emit('payout.returned', `payment:${payment.id}`, {
    paymentId: payment.id,
    freelancerId: payment.userId,
    amountCents,
    currency: payment.currency,
  });
  return true;
}

/**
 * A bank payout Stripe made from a connected account on its automatic schedule failed (ADR 035):
 * the money is back in the freelancer's Stripe balance, and names none of our payouts. It comes
 * back to their SafePay available balance in one ledger posting, split over their latest payouts
 * not yet returned (newest first), so each part names the transfer it will be taken back from; the
 * outbox then reverses those parts at Stripe. At most what they were paid out and not returned.
 * The first part's ref is the bank payout's id: once per bank payout, whichever event says it.
 */
export async function returnBankPayout(
  tx: Tx,
  input: { userId: string; payoutRef: string; amountCents: number; currency: string },
): Promise<boolean> {
  // The freelancer's available account first: two events for one freelancer wait here in turn.
  await tx.repos.ledger.balance(account.available(input.userId, input.currency), { lock: true });
  if (await tx.repos.ledger.hasTransfer('payout_return', input.payoutRef)) return false;
  const payouts = await tx.repos.payments.lockPayouts(input.userId, input.currency);
  const returned = await tx.repos.ledger.returnedOf(
    input.userId,
    payouts.map((p) => p.id),
  );
  let left = input.amountCents;
  const parts: { payment: PaymentRow; amountCents: number }[] = [];
  for (const payment of payouts) {
    const open = Math.min(left, payment.amountCents - (returned.get(payment.id) ?? 0));
    if (open <= 0 || !payment.providerRef) continue;
    parts.push({ payment, amountCents: open });
    left -= open;
    if (left === 0) break;
  }
  if (parts.length === 0) return false;
  // The first part's ref is the bank payout's id (the check above), the others number after it.
  await tx.repos.ledger.post(
    parts.map((p, i) =>
      returnOf(p.payment, p.amountCents, i === 0 ? input.payoutRef : `${input.payoutRef}:${i}`),
    ),
  );
  const total = parts.reduce((sum, p) => sum + p.amountCents, 0);
  tx.emit('payout.returned', `payout:${input.payoutRef}`, {
    paymentId: null,
    freelancerId: input.userId,
    amountCents: total,
    currency: input.currency,
  });
  tx.emit('payout.reclaim', `payout:${input.payoutRef}`, {
    payoutRef: input.payoutRef,
    parts: parts.map((p) => ({
      paymentId: p.payment.id,
      transferRef: p.payment.providerRef!,
      amountCents: p.amountCents,
    })),
  });
  return true;
}
