import type Stripe from 'stripe';
import type { Tx } from '../../outbox';
import type { PaymentFlows } from './payment-flows';
import { returnBankPayout, returnPayout } from './payout-returns';
import { stripeAccountState } from './stripe-provider';

/** Our payment's id, which every object we create at Stripe carries in its metadata. */
const paymentIdOf = (object: { metadata?: Stripe.Metadata | null }) => object.metadata?.paymentId;
const byRef = (object: { id: string; metadata?: Stripe.Metadata | null }) => {
  const id = paymentIdOf(object);
  return id ? { id } : { providerRef: object.id };
};

/**
 * What a Stripe event does (ADR 035), run in the transaction that records it once, so a
 * redelivered event does nothing twice. Events of other types are only recorded.
 */
export function stripeEventEffects(flows: PaymentFlows) {
  return async (tx: Tx, event: Stripe.Event): Promise<void> => {
    switch (event.type) {
      case 'account.updated': {
        const acct = event.data.object;
        // An older `account.updated` than the one kept changes nothing (Stripe's order is not kept).
        await tx.repos.payoutAccounts.applyState(
          acct.id,
          stripeAccountState(acct),
          new Date(event.created * 1000),
        );
        return;
      }
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        const payment = await tx.repos.payments.find(byRef(intent));
        if (payment?.kind !== 'charge') return;
        await flows.settle(
          tx,
          payment.id,
          event.type === 'payment_intent.succeeded'
            ? { ok: true, ref: intent.id }
            : {
                ok: false,
                code: 'card_declined',
                message: intent.last_payment_error?.message ?? 'Your card was declined.',
              },
        );
        return;
      }
      case 'transfer.reversed': {
        // Stripe's `amount_reversed` is what has come back so far: a partial reversal returns part.
        const transfer = event.data.object;
        await returnPayout(tx, byRef(transfer), transfer.amount_reversed, event.id);
        return;
      }
      case 'payout.failed': {
        const payout = event.data.object;
        const id = paymentIdOf(payout);
        if (id) {
          await returnPayout(tx, { id }, 'all', event.id);
          return;
        }
        // A bank payout Stripe made on the connected account's own schedule (a Connect event).
        const owner = event.account ? await tx.repos.payoutAccounts.findByRef(event.account) : null;
        if (owner)
          await returnBankPayout(tx, {
            userId: owner.userId,
            payoutRef: payout.id,
            amountCents: payout.amount,
            currency: payout.currency.toUpperCase(),
          });
        return;
      }
      default:
        return;
    }
  };
}
