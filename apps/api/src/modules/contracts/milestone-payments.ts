import type { Milestone } from '@skillora/shared';
import { conflict } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { fundEscrow, type PaymentRow, refundEscrow } from '../money';
import type { Viewer } from './contract-view';
import { milestoneLifecycle } from './lifecycles';
import { lockFor } from './milestone-access';
import { emitChanged, type MilestoneDeps, type MilestoneIds, milestoneAnswer } from './milestone-changes';

/**
 * Money in and out of a milestone's escrow across the payment provider (ADR 020): the request
 * checks and records the payment; once the provider took it, the move and the postings are made.
 */
export function milestonePayments({ flows, clock, terms }: MilestoneDeps) {
  /** Step 3 of a fund: the escrow is credited only once the provider captured the charge. */
  async function finishFund(tx: Tx, payment: PaymentRow) {
    const row = (await tx.repos.milestones.lock(payment.contractId!, payment.milestoneId!))!;
    const { row: updated } = await milestoneLifecycle.apply(tx, {
      id: row.milestone.id,
      move: 'fund',
      actorId: payment.userId,
      set: { fundedAt: clock.now() },
    });
    await fundEscrow(tx.repos, payment);
    emitChanged(tx, row, 'funded');
    return milestoneAnswer(updated, terms);
  }
  flows.register('charge', 200, finishFund);

  /** Step 3 of a refund: the escrow goes back through the clearing account to the client's card. */
  async function finishRefund(tx: Tx, payment: PaymentRow) {
    const row = (await tx.repos.milestones.lock(payment.contractId!, payment.milestoneId!))!;
    const { row: updated } = await milestoneLifecycle.apply(tx, {
      id: row.milestone.id,
      move: 'refund',
      actorId: payment.userId,
    });
    await refundEscrow(tx.repos, payment);
    emitChanged(tx, row, 'refunded');
    return milestoneAnswer(updated, terms);
  }
  flows.register('refund', 200, finishRefund);

  return {
    fund: (ids: MilestoneIds, viewer: Viewer, paymentMethod: string) =>
      flows.run<{ data: Milestone }>(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        const refusal = milestoneLifecycle.moves.fund.refusals?.[row.milestone.status];
        if (row.milestone.status !== 'pending') throw conflict(refusal ?? 'This milestone cannot be funded');
        return {
          kind: 'charge',
          userId: viewer.id,
          contractId: ids.contractId,
          milestoneId: ids.milestoneId,
          amountCents: row.milestone.amountCents,
          currency: row.milestone.currency,
          method: paymentMethod,
        };
      }),

    /** A funded milestone with no submission goes back to the client: the freelancer agrees, or an admin decides. */
    refund: (ids: MilestoneIds, viewer: Viewer) =>
      flows.run<{ data: Milestone }>(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['freelancer', 'admin']);
        if (row.milestone.status !== 'funded') {
          throw conflict(
            milestoneLifecycle.moves.refund.refusals?.[row.milestone.status] ??
              'This milestone cannot be refunded',
          );
        }
        const charge = await tx.repos.payments.findCharge(ids.milestoneId);
        return {
          kind: 'refund',
          userId: viewer.id,
          contractId: ids.contractId,
          milestoneId: ids.milestoneId,
          amountCents: row.milestone.amountCents,
          currency: row.milestone.currency,
          method: charge?.providerRef ?? 'unknown charge',
        };
      }),
  };
}
