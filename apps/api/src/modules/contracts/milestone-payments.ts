import type { Milestone, PaymentNextAction } from '@skillora/shared';
import { conflict, HttpError } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { fundEscrow, type PaymentRow, refundEscrow } from '../money';
import type { Viewer } from './contract-view';
import { milestoneLifecycle } from './lifecycles';
import { lockFor } from './milestone-access';
import {
  type MilestoneChange,
  type MilestoneDeps,
  type MilestoneIds,
  milestoneAnswer,
  moveMilestone,
} from './milestone-changes';

/**
 * Money in and out of a milestone's escrow across the payment provider (ADR 020): the request
 * checks and records the payment; once the provider took it, the move and the postings are made.
 */
export function milestonePayments({ uow, flows, clock, terms }: MilestoneDeps) {
  /** Step 3 of a payment: the move and the escrow's postings, made only once the provider took the money. */
  const finish =
    (
      move: 'fund' | 'refund',
      change: MilestoneChange,
      post: (repos: Tx['repos'], payment: PaymentRow) => Promise<void>,
      set?: () => { fundedAt: Date },
    ) =>
    async (tx: Tx, payment: PaymentRow) => {
      const row = (await tx.repos.milestones.lock(payment.contractId!, payment.milestoneId!))!;
      const step = { move, actorId: payment.userId, set: set?.() };
      return moveMilestone(tx, row, step, { change, terms }, () => post(tx.repos, payment));
    };
  // A fund credits the escrow once the provider captured the charge; a refund sends it back through
  // the clearing account to the client's card.
  // A card that needs 3-D Secure leaves the milestone as it is (its payment processing, every other
  // move answering 409) until the challenge's outcome books or releases it (ADR 035).
  flows.register(
    'charge',
    200,
    finish('fund', 'funded', fundEscrow, () => ({ fundedAt: clock.now() })),
    async (tx, payment, nextAction) => {
      const row = (await tx.repos.milestones.lock(payment.contractId!, payment.milestoneId!))!;
      return { ...(await milestoneAnswer(tx.repos, row.milestone, terms)), nextAction };
    },
  );
  flows.register('refund', 200, finish('refund', 'refunded', refundEscrow));

  /**
   * A week or bonus of an hourly contract the saved card could not pay (ADR 037): the client's new
   * card is saved first and charged as a saved card, so once it works it replaces the old one. Null:
   * not such a milestone, or not the client asking (the fund below refuses them as ever).
   */
  async function saveForHourly(ids: MilestoneIds, viewer: Viewer, paymentMethod: string) {
    const charged = await uow.read.hourlyCharges.ofMilestone(ids.milestoneId);
    if (charged?.contractId !== ids.contractId) return null;
    const billing = await uow.read.hourlyCharges.billing(ids.contractId);
    if (billing?.clientId !== viewer.id) return null;
    const saved = await flows.saveCard({
      userId: viewer.id,
      paymentMethod,
      idempotencyKey: `fund_${ids.milestoneId}_${paymentMethod}`,
    });
    if (!saved.ok) throw new HttpError(402, saved.message);
    return saved.ref;
  }

  return {
    fund: async (ids: MilestoneIds, viewer: Viewer, paymentMethod: string) => {
      const savedCard = await saveForHourly(ids, viewer, paymentMethod);
      return flows.run<{ data: Milestone; nextAction?: PaymentNextAction }>(async (tx) => {
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
          method: savedCard ?? paymentMethod,
          offSession: savedCard !== null,
        };
      });
    },

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
