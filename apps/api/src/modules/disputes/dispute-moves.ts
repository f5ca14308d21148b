import {
  DISPUTE_MEDIATION_DAYS,
  type DisputeDecisionRequest,
  formatMoney,
  type ProposeSettlementRequest,
} from '@skillora/shared';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { PAYMENT_IN_FLIGHT } from '../contracts';
import { emitDisputeChanged, scheduleReminders } from './dispute-events';
import type { Viewer } from './dispute-parties';
import { mustBeActive, sideOf } from './dispute-parties';
import { oneDispute, otherSide } from './dispute-view';
import { disputeLifecycle } from './lifecycle';
import type { DisputeRow } from './schema';
import { createDisputeSettler, type DisputeDeps, lockDispute } from './settle-dispute';

const DAY_MS = 86_400_000;

function mustAddUp(d: DisputeRow, split: { releaseCents: number; refundCents: number }) {
  if (split.releaseCents + split.refundCents !== d.heldCents) {
    throw badRequest(
      `The release and the refund must add up to what is held: ${formatMoney(d.heldCents, 'exact', d.currency)}`,
    );
  }
}

/** Every move of an open dispute (issue 25), each one transaction with its step and its event. */
export function disputeMoves(deps: DisputeDeps) {
  const { uow, clock, settlement } = deps;
  const settler = createDisputeSettler(deps);

  return {
    /** The other party answers with a statement: the dispute is open, and the response clock stops. */
    respond: (id: string, viewer: Viewer, statement: string) =>
      uow.run(async (tx) => {
        const { d } = await lockDispute(tx, id);
        const side = sideOf(d, viewer);
        if (side !== otherSide(d)) throw forbidden('Only the other party can answer this dispute');
        const { row } = await disputeLifecycle.apply(tx, { id, move: 'respond', actorId: viewer.id });
        await tx.repos.disputes.addStep({ disputeId: id, kind: 'responded', actorId: viewer.id, statement });
        emitDisputeChanged(tx, row, 'responded', side);
        return oneDispute(tx.repos, row);
      }),

    /** Either party proposes a split; from the party who must answer, it is an answer too. */
    propose: (id: string, viewer: Viewer, split: ProposeSettlementRequest) =>
      uow.run(async (tx) => {
        const { d } = await lockDispute(tx, id);
        const side = sideOf(d, viewer);
        mustBeActive(d);
        mustAddUp(d, split);
        let current = d;
        if (d.status === 'awaiting_response' && side === otherSide(d)) {
          current = (await disputeLifecycle.apply(tx, { id, move: 'respond', actorId: viewer.id })).row;
        }
        await tx.repos.disputes.propose(id, side, split);
        await tx.repos.disputes.addStep({
          disputeId: id,
          kind: 'settlement_proposed',
          actorId: viewer.id,
          ...split,
        });
        emitDisputeChanged(tx, current, 'settlement_proposed', side);
        return oneDispute(tx.repos, current);
      }),

    /** The other party accepts a proposal (the opener's request is one): settled as proposed. */
    async accept(id: string, settlementId: string, viewer: Viewer) {
      const proposal = await uow.read.disputes.pendingSettlement(id, settlementId);
      if (!proposal) throw notFound('Settlement not found');
      return settler.conclude(id, proposal.refundCents, async (tx, d) => {
        const side = sideOf(d, viewer);
        mustBeActive(d);
        if (!(await tx.repos.disputes.pendingSettlement(id, settlementId))) {
          throw conflict('This proposal is no longer open');
        }
        if (side === proposal.proposedBy) throw forbidden('Only the other party can accept this proposal');
        return { releaseCents: proposal.releaseCents, by: 'agreement', actorId: viewer.id, settlementId };
      });
    },

    /** The opener withdraws: the money may move again, and the auto-release resumes where it stopped. */
    withdraw: (id: string, viewer: Viewer) =>
      uow.run(async (tx) => {
        const { d, row: milestone } = await lockDispute(tx, id);
        const side = sideOf(d, viewer);
        if (viewer.id !== d.openedBy)
          throw forbidden('Only the party who opened the dispute can withdraw it');
        const { row } = await disputeLifecycle.apply(tx, { id, move: 'withdraw', actorId: viewer.id });
        await tx.repos.disputes.addStep({ disputeId: id, kind: 'withdrawn', actorId: viewer.id });
        await tx.repos.disputes.closeSettlements(id, null);
        await settlement.resumeAutoRelease(tx, milestone, d.autoReleaseLeftMs);
        emitDisputeChanged(tx, row, 'withdrawn', side);
        return oneDispute(tx.repos, row);
      }),

    /** Once both statements are in, either party may ask an admin to decide, within DISPUTE_MEDIATION_DAYS. */
    mediation: (id: string, viewer: Viewer) =>
      uow.run(async (tx) => {
        const { d } = await lockDispute(tx, id);
        const side = sideOf(d, viewer);
        const mediationDueAt = new Date(clock.now().getTime() + DISPUTE_MEDIATION_DAYS * DAY_MS);
        const { row } = await disputeLifecycle.apply(tx, {
          id,
          move: 'mediate',
          actorId: viewer.id,
          set: { mediationDueAt },
        });
        scheduleReminders(tx, 'dispute.mediation_reminder', id, mediationDueAt);
        await tx.repos.disputes.addStep({ disputeId: id, kind: 'mediation_requested', actorId: viewer.id });
        emitDisputeChanged(tx, row, 'mediation_requested', side);
        return oneDispute(tx.repos, row);
      }),

    /** An admin decides a dispute in mediation: final, with a reason both parties read. */
    decide: (id: string, admin: Viewer, body: DisputeDecisionRequest) =>
      settler.conclude(id, body.refundCents, (_tx, d) => {
        mustBeActive(d);
        if (d.status !== 'in_mediation') throw conflict('Only a dispute in mediation can be decided');
        mustAddUp(d, body);
        return { releaseCents: body.releaseCents, by: 'admin', actorId: admin.id, reason: body.reason };
      }),

    /** The response deadline passed: the opener's request is granted, once, if nobody answered. */
    async responseDue(id: string) {
      const d = await uow.read.disputes.find(id);
      if (d?.status !== 'awaiting_response') return;
      try {
        await settler.conclude(id, d.heldCents - d.requestReleaseCents, (_tx, locked) => {
          if (locked.status !== 'awaiting_response') throw conflict('answered meanwhile');
          return { releaseCents: locked.requestReleaseCents, by: 'no_response', actorId: null };
        });
      } catch (err) {
        // Answered or withdrawn between the read and the lock: nothing to grant. (A payment still
        // with the provider is waited for: the timer tries again.)
        if (err instanceof HttpError && err.statusCode === 409 && err.message !== PAYMENT_IN_FLIGHT) return;
        throw err;
      }
    },
  };
}
