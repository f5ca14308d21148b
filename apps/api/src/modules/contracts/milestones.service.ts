import type { Milestone, MilestoneInput } from '@skillora/shared';
import { CONTRACT_MILESTONES_MAX } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { fundEscrow, type PaymentFlows, type PaymentRow, refundEscrow, releaseEscrow } from '../money';
import type { Viewer } from './contract-view';
import { toMilestone } from './contract-view';
import { CONTRACT_NOT_FOUND } from './contracts.service';
import { milestoneLifecycle } from './lifecycles';
import { type LockedMilestone, lockFor } from './milestone-access';

declare module '../../outbox' {
  interface EventMap {
    'milestone.changed': {
      contractId: string;
      milestoneId: string;
      clientId: string;
      freelancerId: string;
      /** What happened (the notifications tell the other party). */
      change: MilestoneChange;
    };
    /** Timer: `hoursLeft` before an auto-release, the client is reminded; a no-op unless that submission still waits. */
    'milestone.auto_release_reminder': {
      contractId: string;
      milestoneId: string;
      submission: number;
      hoursLeft: number;
    };
    /** Timer: due AUTO_RELEASE_DAYS after a submission; a no-op unless that submission still waits. */
    'milestone.auto_release_due': { contractId: string; milestoneId: string; submission: number };
    /** Timer: due PAYOUT_HOLD_DAYS after a release; moves the share from pending to available. */
    'payout.hold_end_due': {
      milestoneId: string;
      freelancerId: string;
      amountCents: number;
      currency: string;
    };
  }
}

type Ids = { contractId: string; milestoneId: string };
export type MilestoneChange =
  | 'funded'
  | 'submitted'
  | 'changes_requested'
  | 'released'
  | 'cancelled'
  | 'refunded'
  | 'proposed'
  | 'accepted'
  | 'declined';
/** Before an auto-release the client is reminded this many hours ahead (issue 16). */
export const AUTO_RELEASE_REMINDER_HOURS = [72, 24] as const;
const HOUR_MS = 3_600_000;
export type Terms = { serviceFeeBps: number; autoReleaseDays: number; payoutHoldDays: number };
const DAY_MS = 86_400_000;

/** Fund, submit, request changes, approve (release) and refund a milestone (ADR 020). */
export function createMilestonesService(uow: UnitOfWork, flows: PaymentFlows, clock: Clock, terms: Terms) {
  const view = (m: Parameters<typeof toMilestone>[0]): { data: Milestone } => ({
    data: toMilestone(m, terms.serviceFeeBps),
  });
  const later = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);

  function changed(tx: Tx, row: LockedMilestone, change: MilestoneChange) {
    tx.emit('milestone.changed', `contract:${row.milestone.contractId}`, {
      contractId: row.milestone.contractId,
      milestoneId: row.milestone.id,
      clientId: row.clientId,
      freelancerId: row.freelancerId,
      change,
    });
  }

  /** Releases the escrow: the freelancer's share to pending (held), the fee to the platform. */
  async function release(tx: Tx, row: LockedMilestone, actorId: string | null) {
    const m = row.milestone;
    const { row: updated } = await milestoneLifecycle.apply(tx, {
      id: m.id,
      move: 'release',
      actorId,
      set: { releasedAt: clock.now(), autoReleaseAt: null },
    });
    const { shareCents } = await releaseEscrow(tx.repos, m, row.freelancerId, terms.serviceFeeBps);
    tx.emit(
      'payout.hold_end_due',
      `timer:hold:${m.id}`,
      { milestoneId: m.id, freelancerId: row.freelancerId, amountCents: shareCents, currency: m.currency },
      { availableAt: later(terms.payoutHoldDays) },
    );
    changed(tx, row, 'released');
    return updated;
  }

  /** Step 3 of a fund: the escrow is credited only once the provider captured the charge. */
  async function finishFund(tx: Tx, payment: PaymentRow) {
    const row = (await tx.repos.contracts.lockMilestone(payment.contractId!, payment.milestoneId!))!;
    const { row: updated } = await milestoneLifecycle.apply(tx, {
      id: row.milestone.id,
      move: 'fund',
      actorId: payment.userId,
      set: { fundedAt: clock.now() },
    });
    await fundEscrow(tx.repos, payment);
    changed(tx, row, 'funded');
    return view(updated);
  }
  flows.register('charge', 200, finishFund);

  /** Step 3 of a refund: the escrow goes back through the clearing account to the client's card. */
  async function finishRefund(tx: Tx, payment: PaymentRow) {
    const row = (await tx.repos.contracts.lockMilestone(payment.contractId!, payment.milestoneId!))!;
    const { row: updated } = await milestoneLifecycle.apply(tx, {
      id: row.milestone.id,
      move: 'refund',
      actorId: payment.userId,
    });
    await refundEscrow(tx.repos, payment);
    changed(tx, row, 'refunded');
    return view(updated);
  }
  flows.register('refund', 200, finishRefund);

  return {
    release,

    fund: (ids: Ids, viewer: Viewer, paymentMethod: string) =>
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
    refund: (ids: Ids, viewer: Viewer) =>
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

    submit: (ids: Ids, viewer: Viewer, message: string) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['freelancer']);
        const submission = row.milestone.submissionCount + 1;
        const autoReleaseAt = later(terms.autoReleaseDays);
        const { row: updated } = await milestoneLifecycle.apply(tx, {
          id: ids.milestoneId,
          move: 'submit',
          actorId: viewer.id,
          set: { submission: message, submissionCount: submission, submittedAt: clock.now(), autoReleaseAt },
        });
        tx.emit(
          'milestone.auto_release_due',
          `timer:release:${ids.milestoneId}:${submission}`,
          { ...ids, submission },
          { availableAt: autoReleaseAt },
        );
        for (const hoursLeft of AUTO_RELEASE_REMINDER_HOURS) {
          const remindAt = new Date(autoReleaseAt.getTime() - hoursLeft * HOUR_MS);
          if (remindAt <= clock.now()) continue;
          tx.emit(
            'milestone.auto_release_reminder',
            `timer:remind:${ids.milestoneId}:${submission}:${hoursLeft}`,
            { ...ids, submission, hoursLeft },
            { availableAt: remindAt },
          );
        }
        changed(tx, row, 'submitted');
        return view(updated);
      }),

    /**
     * The client proposes one more milestone on an active contract (ADR 024); it waits, unfundable,
     * for the freelancer to accept or decline it. Not a party → 404, the freelancer → 403.
     */
    propose: (contractId: string, viewer: Viewer, input: MilestoneInput) =>
      uow.run(async (tx) => {
        const contract = await tx.repos.contracts.lockContract(contractId);
        const party =
          contract &&
          (contract.clientId === viewer.id || contract.freelancerId === viewer.id || viewer.role === 'admin');
        if (!contract || !party) throw notFound(CONTRACT_NOT_FOUND);
        if (contract.clientId !== viewer.id) throw forbidden('Only the client can do this');
        if (contract.status !== 'active') throw conflict('This contract has ended');
        if ((await tx.repos.contracts.countMilestones(contractId)) >= CONTRACT_MILESTONES_MAX)
          throw conflict(`A contract can have at most ${CONTRACT_MILESTONES_MAX} milestones`);
        const created = await tx.repos.contracts.proposeMilestone(contractId, {
          title: input.title,
          amountCents: input.amountCents,
          dueDate: input.dueDate ?? null,
          currency: contract.currency,
        });
        await recordAudit(tx.db, {
          actorId: viewer.id,
          action: 'milestone.propose',
          entity: 'milestone',
          entityId: created.id,
          before: null,
          after: { status: 'proposed', title: created.title, amountCents: created.amountCents },
        });
        changed(
          tx,
          { milestone: created, clientId: contract.clientId, freelancerId: contract.freelancerId },
          'proposed',
        );
        return view(created);
      }),

    /** The freelancer's answer to a proposed milestone: accepted, it can be funded; declined, it stays declined. */
    answer: (ids: Ids, viewer: Viewer, move: 'accept' | 'decline') =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['freelancer']);
        const { row: updated } = await milestoneLifecycle.apply(tx, {
          id: ids.milestoneId,
          move,
          actorId: viewer.id,
        });
        changed(tx, row, move === 'accept' ? 'accepted' : 'declined');
        return view(updated);
      }),

    /** The client cancels a milestone nobody funded; a funded one is refunded instead. */
    cancel: (ids: Ids, viewer: Viewer) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        const { row: updated } = await milestoneLifecycle.apply(tx, {
          id: ids.milestoneId,
          move: 'cancel',
          actorId: viewer.id,
        });
        changed(tx, row, 'cancelled');
        return view(updated);
      }),

    requestChanges: (ids: Ids, viewer: Viewer, note: string) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        const { row: updated } = await milestoneLifecycle.apply(tx, {
          id: ids.milestoneId,
          move: 'requestChanges',
          actorId: viewer.id,
          set: { changesNote: note, autoReleaseAt: null },
        });
        changed(tx, row, 'changes_requested');
        return view(updated);
      }),

    approve: (ids: Ids, viewer: Viewer) =>
      uow.run(async (tx) => {
        const row = await lockFor(tx, ids, viewer, ['client']);
        return view(await release(tx, row, viewer.id));
      }),

    /** The timer's work: released only if the same submission still waits for the client. */
    autoRelease: (ids: Ids, submission: number) =>
      uow.run(async (tx) => {
        const row = await tx.repos.contracts.lockMilestone(ids.contractId, ids.milestoneId);
        if (row?.milestone.status !== 'submitted' || row.milestone.submissionCount !== submission) return;
        await release(tx, row, null);
      }),
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
