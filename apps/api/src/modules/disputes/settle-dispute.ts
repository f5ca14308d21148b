import type { Dispute, DisputeStepKind } from '@skillora/shared';
import { conflict, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { type LockedMilestone, type MilestoneSettlement, PAYMENT_IN_FLIGHT } from '../contracts';
import type { PaymentFlows, PaymentRow } from '../money';
import { emitDisputeChanged } from './dispute-events';
import { oneDispute } from './dispute-view';
import { DISPUTE_NOT_FOUND, disputeLifecycle } from './lifecycle';
import type { DisputeRow } from './schema';

export type DisputeDeps = {
  uow: UnitOfWork;
  flows: PaymentFlows;
  clock: { now: () => Date };
  settlement: MilestoneSettlement;
};

/** How a dispute ends with money moving, and the step that says so. */
export type Outcome = {
  releaseCents: number;
  by: 'agreement' | 'no_response' | 'admin';
  /** Who settled it (null: the clock). */
  actorId: string | null;
  settlementId?: string;
  reason?: string;
};

const STEP_OF: Record<Outcome['by'], DisputeStepKind> = {
  agreement: 'settlement_accepted',
  no_response: 'granted_no_response',
  admin: 'decided',
};

/**
 * The dispute and its milestone, locked in the order every money move takes (the milestone first,
 * then the dispute), so that two moves on one milestone cannot deadlock.
 */
export async function lockDispute(tx: Tx, id: string): Promise<{ d: DisputeRow; row: LockedMilestone }> {
  const seen = await tx.repos.disputes.find(id);
  if (!seen) throw notFound(DISPUTE_NOT_FOUND);
  const row = await tx.repos.milestones.lock(seen.contractId, seen.milestoneId);
  const d = await tx.repos.disputes.lock(id);
  if (!row || !d) throw notFound(DISPUTE_NOT_FOUND);
  return { d, row };
}

/**
 * Settles disputes (issue 25): one transaction moves the dispute to settled, writes its step, and
 * moves the money — the released part to the freelancer, the refunded part back to the client. A
 * refund crosses the provider first (ADR 020's two steps): the outcome is written with the request,
 * and the dispute is settled by the transaction that books the provider's refund.
 */
export function createDisputeSettler({ uow, flows, settlement }: DisputeDeps) {
  async function settleNow(tx: Tx, d: DisputeRow, row: LockedMilestone, refund: PaymentRow | null) {
    const releaseCents = d.outcomeReleaseCents!;
    const { row: settled } = await disputeLifecycle.apply(tx, {
      id: d.id,
      move: 'settle',
      actorId: d.outcomeActorId,
    });
    await tx.repos.disputes.addStep({
      disputeId: d.id,
      kind: STEP_OF[d.outcomeBy!],
      actorId: d.outcomeActorId,
      statement: d.outcomeBy === 'admin' ? d.decisionReason : null,
      releaseCents,
      refundCents: d.heldCents - releaseCents,
    });
    await tx.repos.disputes.closeSettlements(d.id, d.outcomeSettlementId);
    await settlement.settle(tx, row, { releaseCents, refund, actorId: d.outcomeActorId });
    emitDisputeChanged(tx, settled, 'settled');
    return oneDispute(tx.repos, settled);
  }

  // Step 3 of a settlement with a refund: the provider has refunded the client's part.
  flows.register('settlement_refund', 200, async (tx, payment) => {
    const row = (await tx.repos.milestones.lock(payment.contractId!, payment.milestoneId!))!;
    const d = (await tx.repos.disputes.lockActiveOn(payment.milestoneId!))!;
    return settleNow(tx, d, row, payment);
  });

  /** Writes the outcome on the locked dispute; `decide` checks the request and says what it is. */
  async function record(tx: Tx, d: DisputeRow, outcome: Outcome) {
    if (await tx.repos.payments.inFlight([d.milestoneId])) throw conflict(PAYMENT_IN_FLIGHT);
    const columns = outcomeColumns(outcome);
    await tx.repos.disputes.update(d.id, columns);
    return { ...d, ...columns };
  }

  return {
    /**
     * Settles the dispute as `decide` says (it checks the request under the locks and throws a
     * 4xx, or answers the outcome). `refundCents` is known before: it says whether the provider
     * must refund first.
     */
    conclude(
      id: string,
      refundCents: number,
      decide: (tx: Tx, d: DisputeRow) => Promise<Outcome> | Outcome,
    ): Promise<{ data: Dispute }> {
      if (refundCents === 0) {
        return uow.run(async (tx) => {
          const { d, row } = await lockDispute(tx, id);
          const outcome = await decide(tx, d);
          return settleNow(tx, await record(tx, d, outcome), row, null);
        });
      }
      return flows.run<{ data: Dispute }>(async (tx) => {
        const { d } = await lockDispute(tx, id);
        const outcome = await decide(tx, d);
        if (d.heldCents - outcome.releaseCents !== refundCents)
          throw conflict('This dispute changed; reload it');
        await record(tx, d, outcome);
        const charge = await tx.repos.payments.findCharge(d.milestoneId);
        return {
          kind: 'settlement_refund',
          userId: outcome.actorId ?? d.openedBy,
          contractId: d.contractId,
          milestoneId: d.milestoneId,
          amountCents: refundCents,
          currency: d.currency,
          method: charge?.providerRef ?? 'unknown charge',
        };
      });
    },
  };
}

const outcomeColumns = (o: Outcome) => ({
  outcomeReleaseCents: o.releaseCents,
  outcomeBy: o.by,
  outcomeActorId: o.actorId,
  outcomeSettlementId: o.settlementId ?? null,
  decisionReason: o.reason ?? null,
});

export type DisputeSettler = ReturnType<typeof createDisputeSettler>;
