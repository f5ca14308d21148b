import type { Tx } from '../../outbox';
import { account } from './accounts';

declare module '../../outbox' {
  interface EventMap {
    /** A payout the provider could not deliver came back to the freelancer's available balance. */
    'payout.returned': { paymentId: string; freelancerId: string; amountCents: number; currency: string };
  }
}

/**
 * A reversed transfer or a failed bank payout (ADR 035): the whole payout goes back from the
 * clearing account to the freelancer's available balance, in the transaction that records the
 * provider's event. Once per payout, whichever event says it first (the transfer's `(code, ref)`
 * is unique), and only for a payout we booked. False when there was nothing to return.
 */
export async function returnPayout(tx: Tx, by: { id?: string; providerRef?: string }): Promise<boolean> {
  const payment = await tx.repos.payments.find(by, true);
  if (payment?.kind !== 'payout' || payment.status !== 'succeeded') return false;
  if (await tx.repos.ledger.hasTransfer('payout_return', payment.id)) return false;
  await tx.repos.ledger.post([
    {
      debit: account.clearing(payment.currency),
      credit: account.available(payment.userId, payment.currency),
      amountCents: payment.amountCents,
      currency: payment.currency,
      code: 'payout_return',
      ref: payment.id,
      userId: payment.userId,
      paymentId: payment.id,
    },
  ]);
  tx.emit('payout.returned', `payment:${payment.id}`, {
    paymentId: payment.id,
    freelancerId: payment.userId,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  return true;
}
