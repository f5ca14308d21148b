import {
  CLIENT_DISPUTE_REASONS,
  DISPUTABLE_MILESTONE_STATUSES,
  DISPUTE_RESPONSE_DAYS,
  FREELANCER_DISPUTE_REASONS,
  formatMoney,
  type OpenDisputeRequest,
} from '@skillora/shared';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { PAYMENT_IN_FLIGHT } from '../contracts';
import { emitDisputeChanged, scheduleReminders } from './dispute-events';
import type { Viewer } from './dispute-parties';
import { oneDispute } from './dispute-view';
import type { DisputeDeps } from './settle-dispute';

const HOUR_MS = 3_600_000;
const HELD: readonly string[] = DISPUTABLE_MILESTONE_STATUSES;
const ALREADY_OPEN = 'This milestone already has an open dispute';

type Ids = { contractId: string; milestoneId: string };

/** What the opener asks to be released, from the request as sent (the rest is refunded). */
function requestedRelease(body: OpenDisputeRequest, held: number): number {
  const amount = body.amountCents ?? held;
  if (amount > held) {
    throw badRequest(`The amount cannot be more than what is held: ${formatMoney(held, 'exact')}`);
  }
  return body.request === 'refund' ? held - amount : amount;
}

/**
 * A party opens a dispute on a milestone whose money is in escrow (issue 25): the money freezes, the
 * auto-release clock pauses, the other party has DISPUTE_RESPONSE_DAYS to answer, and the request
 * stands as the opener's proposal, which the other may accept as it is.
 */
export function openDispute(deps: DisputeDeps) {
  const open = openDisputeIn(deps);
  return (ids: Ids, viewer: Viewer, body: OpenDisputeRequest) =>
    deps.uow.run((tx) => open(tx, ids, viewer, body));
}

/**
 * The client disputes chosen entries of an hourly week in review (issue 27, ADR 037), in one
 * transaction: the rest of the week is split off to be released at the end of review (or on approval),
 * and the dispute holds the entries' amount, asking for it back.
 */
export function disputeEntries(deps: DisputeDeps) {
  const open = openDisputeIn(deps);
  return (
    ids: { contractId: string; week: string },
    viewer: Viewer,
    body: { entryIds: string[]; reason: OpenDisputeRequest['reason']; statement: string },
  ) =>
    deps.uow.run(async (tx) => {
      if (!(CLIENT_DISPUTE_REASONS as readonly string[]).includes(body.reason)) {
        throw badRequest('Pick one of the reasons a client can give');
      }
      const { milestoneId, disputedCents } = await deps.settlement.separateDisputedEntries(tx, {
        ...ids,
        entryIds: body.entryIds,
        viewerId: viewer.id,
      });
      return open(tx, { contractId: ids.contractId, milestoneId }, viewer, {
        reason: body.reason,
        statement: body.statement,
        request: 'refund',
        amountCents: disputedCents,
      });
    });
}

/** Opens a dispute in the caller's transaction. */
function openDisputeIn({ clock, settlement }: DisputeDeps) {
  return async (tx: Tx, ids: Ids, viewer: Viewer, body: OpenDisputeRequest) => {
    const row = await tx.repos.milestones.lock(ids.contractId, ids.milestoneId);
    const side =
      row?.clientId === viewer.id ? 'client' : row?.freelancerId === viewer.id ? 'freelancer' : null;
    if (!row || !side) throw notFound('Milestone not found');
    const reasons: readonly string[] =
      side === 'client' ? CLIENT_DISPUTE_REASONS : FREELANCER_DISPUTE_REASONS;
    if (!reasons.includes(body.reason)) throw badRequest(`Pick one of the reasons a ${side} can give`);
    if (!HELD.includes(row.milestone.status)) {
      throw conflict('Only a milestone whose money is in escrow can be disputed');
    }
    if (await tx.repos.payments.inFlight([row.milestone.id])) throw conflict(PAYMENT_IN_FLIGHT);
    if (await tx.repos.disputes.holds(row.milestone.id)) throw conflict(ALREADY_OPEN);
    const held = row.milestone.amountCents;
    const releaseCents = requestedRelease(body, held);
    const responseDueAt = new Date(clock.now().getTime() + DISPUTE_RESPONSE_DAYS * 24 * HOUR_MS);
    const titles = await tx.repos.contracts.titles([ids.contractId]);
    const d = await tx.repos.disputes
      .insert({
        contractId: ids.contractId,
        milestoneId: ids.milestoneId,
        clientId: row.clientId,
        freelancerId: row.freelancerId,
        contractTitle: titles.get(ids.contractId) ?? '',
        milestoneTitle: row.milestone.title,
        openedBy: viewer.id,
        openerSide: side,
        reason: body.reason,
        requestReleaseCents: releaseCents,
        heldCents: held,
        currency: row.milestone.currency,
        responseDueAt,
        autoReleaseLeftMs: await settlement.pauseAutoRelease(tx, row),
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw conflict(ALREADY_OPEN);
        throw err;
      });
    const split = { releaseCents, refundCents: held - releaseCents };
    await tx.repos.disputes.addStep({
      disputeId: d.id,
      kind: 'opened',
      actorId: viewer.id,
      statement: body.statement,
      ...split,
    });
    await tx.repos.disputes.propose(d.id, side, split);
    tx.emit(
      'dispute.response_due',
      `timer:dispute:${d.id}`,
      { disputeId: d.id },
      { availableAt: responseDueAt },
    );
    scheduleReminders(tx, 'dispute.response_reminder', d.id, responseDueAt);
    emitDisputeChanged(tx, d, 'opened', side);
    return oneDispute(tx.repos, d);
  };
}
