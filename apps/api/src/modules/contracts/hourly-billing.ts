import type { Milestone } from '@skillora/shared';
import { weekTimes, weekTotals } from '@skillora/shared/hourly-week';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import type { Viewer } from './contract-view';
import { type MilestoneDeps, moveMilestone } from './milestone-changes';
import { releaseShare } from './milestone-release';
import { scheduleAutoRelease } from './milestone-work';
import type { MilestonesService } from './milestones.service';

declare module '../../outbox' {
  interface EventMap {
    /** Timer: Monday 12:00 UTC after `week`; the week's billable time is charged to the saved card. */
    'hourly.invoice_due': { contractId: string; week: string };
    /** The bank refused a weekly charge or a bonus: the client is told, the contract is paused. */
    'hourly.charge_refused': {
      contractId: string;
      clientId: string;
      freelancerId: string;
      week: string | null;
      message: string;
    };
  }
}

const DAY_MS = 86_400_000;
const nextMonday = (monday: string) =>
  new Date(new Date(`${monday}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
const hoursText = (minutes: number) => `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

/** The invoice of `week` comes due when the week locks. */
export function scheduleInvoice(tx: Tx, contractId: string, week: string) {
  tx.emit(
    'hourly.invoice_due',
    `timer:invoice:${contractId}:${week}`,
    { contractId, week },
    { availableAt: weekTimes(week).invoiceAt },
  );
}

/**
 * The weekly cycle of hourly contracts (issue 27, ADR 037). A week's invoice and a bonus are each a
 * milestone of the contract charged to the client's saved card: once funded, an invoice is in review
 * until Friday 23:59 UTC (the milestones' auto-release), a bonus is released at once.
 */
export function hourlyBilling(deps: MilestoneDeps, milestones: MilestonesService) {
  const { uow, flows, clock, terms } = deps;

  /** Charges the milestone to the saved card off-session; a refusal pauses the contract and tells the client. */
  async function charge(contractId: string, milestoneId: string, week: string | null) {
    try {
      return await flows.run<{ data: Milestone }>(async (tx) => {
        const billing = (await tx.repos.hourlyCharges.billing(contractId))!;
        const m = (await tx.repos.milestones.lock(contractId, milestoneId))!;
        return {
          kind: 'charge',
          userId: billing.clientId,
          contractId,
          milestoneId,
          amountCents: m.milestone.amountCents,
          currency: m.milestone.currency,
          method: billing.paymentMethod ?? 'no saved card',
          offSession: true,
        };
      });
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode !== 402) throw err;
      await uow.run(async (tx) => {
        const billing = (await tx.repos.hourlyCharges.billing(contractId))!;
        await tx.repos.hourlyCharges.pause(contractId, clock.now(), 'card_refused');
        tx.emit('hourly.charge_refused', `contract:${contractId}`, {
          contractId,
          clientId: billing.clientId,
          freelancerId: billing.freelancerId,
          week,
          message: err.message,
        });
      });
      throw err;
    }
  }

  return {
    /**
     * The timer's work: the week's billable time (within the limit) becomes a milestone charged to
     * the saved card; the next week's invoice is scheduled. Once per week, whatever the retries.
     */
    async invoiceWeek(contractId: string, week: string) {
      const due = await uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
        if (c?.status !== 'active' || c.type !== 'hourly' || c.hourlyRateCents === null) return null;
        if (await tx.repos.hourlyCharges.ofWeek(contractId, week)) return null;
        scheduleInvoice(tx, contractId, nextMonday(week));
        const entries = await tx.repos.timeEntries.ofWeek(contractId, week);
        const totalMinutes = entries.filter((e) => e.endedAt).reduce((sum, e) => sum + e.minutes, 0);
        const totals = weekTotals(totalMinutes, c.weeklyLimitHours, c.hourlyRateCents);
        const billing = (await tx.repos.hourlyCharges.billing(contractId))!;
        const milestoneId =
          totals.amountCents > 0
            ? await tx.repos.hourlyCharges.insertMilestone(contractId, {
                title: `Week of ${week}: ${hoursText(totals.billableMinutes)}`,
                amountCents: totals.amountCents,
                currency: billing.currency,
              })
            : null;
        await tx.repos.hourlyCharges.insert({
          contractId,
          kind: 'week',
          week,
          milestoneId,
          totalMinutes,
          billableMinutes: totals.billableMinutes,
        });
        return milestoneId;
      });
      if (!due) return;
      // A refused charge is recorded (paused, the client told); the timer has done its work.
      await charge(contractId, due, week).catch((err) => {
        if (!(err instanceof HttpError) || err.statusCode !== 402) throw err;
      });
    },

    /** After a charge was captured: a week's invoice goes into review, a bonus is released. */
    afterFunded: (contractId: string, milestoneId: string) =>
      uow.run(async (tx) => {
        const charged = await tx.repos.hourlyCharges.ofMilestone(milestoneId);
        if (!charged) return;
        const row = await tx.repos.milestones.lock(contractId, milestoneId);
        if (row?.milestone.status !== 'funded') return;
        // A card worked: a contract paused by a refused charge goes on (the client funded the week by hand).
        await tx.repos.hourlyCharges.unpause(contractId, 'card_refused', clock.now());
        // A new card the client paid with by hand was saved first: the next weeks are charged to it.
        const paid = await tx.repos.payments.findCharge(milestoneId);
        if (paid?.customerRef) await tx.repos.hourlyCharges.replaceCard(contractId, paid.method);
        if (charged.kind === 'bonus') {
          const set = { releasedAt: clock.now() };
          await moveMilestone(
            tx,
            row,
            { move: 'release', actorId: null, set },
            { change: 'released', terms },
            () => releaseShare(tx, row, row.milestone.amountCents, { clock, terms }),
          );
          return;
        }
        const reviewEndsAt = weekTimes(charged.week!).reviewEndsAt;
        const submission = row.milestone.submissionCount + 1;
        const set = {
          submission: `${hoursText(charged.billableMinutes ?? 0)} logged in the week of ${charged.week}`,
          submissionCount: submission,
          submittedAt: clock.now(),
          autoReleaseAt: reviewEndsAt,
        };
        await moveMilestone(
          tx,
          row,
          { move: 'submit', actorId: null, set },
          { change: 'submitted', terms },
          () => scheduleAutoRelease(tx, clock, { contractId, milestoneId, submission }, reviewEndsAt),
        );
      }),

    /** The client approves a week's invoice in review (or its undisputed rest): released at once. */
    async approveWeek(contractId: string, week: string, viewer: Viewer) {
      const charged = await uow.read.hourlyCharges.ofWeek(contractId, week);
      if (!charged?.milestoneId) {
        const c = await uow.read.timeEntries.findHourlyContract(contractId);
        if (!c || (viewer.id !== c.clientId && viewer.id !== c.freelancerId && viewer.role !== 'admin')) {
          throw notFound('Contract not found');
        }
        if (viewer.id !== c.clientId) throw forbidden('Only the client can do this');
        throw conflict('This week has no invoice to approve');
      }
      // Entries of the week in dispute: approving it releases the undisputed rest at once.
      const milestoneId = charged.restMilestoneId ?? charged.milestoneId;
      return milestones.approve({ contractId, milestoneId }, viewer);
    },

    /** A bonus from the client, charged to the saved card and released at once (Idempotency-Key). */
    async bonus(contractId: string, viewer: Viewer, body: { amountCents: number; note: string }) {
      return flows.run<{ data: Milestone }>(async (tx) => {
        const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
        if (!c || (viewer.id !== c.clientId && viewer.id !== c.freelancerId && viewer.role !== 'admin')) {
          throw notFound('Contract not found');
        }
        if (viewer.id !== c.clientId) throw forbidden('Only the client can do this');
        if (c.type !== 'hourly') throw conflict('Bonuses are paid on hourly contracts');
        if (c.status !== 'active') throw conflict('This contract has ended');
        const billing = (await tx.repos.hourlyCharges.billing(contractId))!;
        const milestoneId = await tx.repos.hourlyCharges.insertMilestone(contractId, {
          title: `Bonus: ${body.note}`,
          amountCents: body.amountCents,
          currency: billing.currency,
        });
        await tx.repos.hourlyCharges.insert({ contractId, kind: 'bonus', milestoneId });
        return {
          kind: 'charge',
          userId: viewer.id,
          contractId,
          milestoneId,
          amountCents: body.amountCents,
          currency: billing.currency,
          method: billing.paymentMethod ?? 'no saved card',
          offSession: true,
        };
      });
    },
  };
}
