import { weekTimes } from '@skillora/shared/hourly-week';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { splitEscrow } from '../money';
import { IN_DISPUTE, PAYMENT_IN_FLIGHT } from './milestone-access';
import type { Terms } from './milestone-changes';
import { scheduleAutoRelease } from './milestone-work';

const NO_INVOICE = 'This week has no invoice in review';

/**
 * The client disputes chosen entries of a week in review (issue 27, ADR 037): the entries' amount
 * stays on the week's milestone, which the dispute then holds; the rest of the week is split into a
 * milestone of its own, in review until the same end (or approved at once). The escrow moves with
 * it in the same transaction. Answers the milestone to dispute and the disputed amount.
 */
export async function separateDisputedEntries(
  tx: Tx,
  { clock }: { clock: { now: () => Date }; terms: Terms },
  input: { contractId: string; week: string; entryIds: readonly string[]; viewerId: string },
): Promise<{ milestoneId: string; disputedCents: number }> {
  const { contractId, week } = input;
  const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
  if (!c || (input.viewerId !== c.clientId && input.viewerId !== c.freelancerId)) {
    throw notFound('Contract not found');
  }
  if (input.viewerId !== c.clientId) throw forbidden('Only the client can dispute time entries');
  const charged = await tx.repos.hourlyCharges.ofWeek(contractId, week);
  if (!charged?.milestoneId || c.hourlyRateCents === null) throw conflict(NO_INVOICE);
  if (charged.restMilestoneId) throw conflict('Entries of this week are already disputed');
  const row = await tx.repos.milestones.lock(contractId, charged.milestoneId);
  if (row?.milestone.status !== 'submitted') throw conflict(NO_INVOICE);
  if (await tx.repos.disputes.holds(row.milestone.id)) throw conflict(IN_DISPUTE);
  if (await tx.repos.payments.inFlight([row.milestone.id])) throw conflict(PAYMENT_IN_FLIGHT);

  const entries = await tx.repos.timeEntries.ofWeek(contractId, week);
  const chosen = entries.filter((e) => input.entryIds.includes(e.id) && e.endedAt);
  if (chosen.length !== new Set(input.entryIds).size) throw badRequest('Choose entries of this week');
  // Minutes over the weekly limit were never billed: at most the billed minutes are in dispute.
  const minutes = Math.min(
    chosen.reduce((sum, e) => sum + e.minutes, 0),
    charged.billableMinutes ?? 0,
  );
  const held = row.milestone.amountCents;
  const disputedCents = Math.min(held, Math.round((minutes * c.hourlyRateCents) / 60));
  if (disputedCents === 0) throw badRequest('These entries were not billed');
  if (disputedCents === held) return { milestoneId: row.milestone.id, disputedCents };

  const reviewEndsAt = weekTimes(week).reviewEndsAt;
  const now = clock.now();
  const rest = await tx.repos.hourlyCharges.splitRest(
    { id: charged.id, milestoneId: row.milestone.id },
    {
      contractId,
      position: await tx.repos.hourlyCharges.nextPosition(contractId),
      title: `Week of ${week}: undisputed time`,
      amountCents: held - disputedCents,
      currency: row.milestone.currency,
      status: 'submitted',
      submission: `The time of the week of ${week} that the client did not dispute`,
      submissionCount: 1,
      fundedAt: row.milestone.fundedAt,
      submittedAt: now,
      autoReleaseAt: reviewEndsAt,
    },
    disputedCents,
  );
  await splitEscrow(tx.repos, row.milestone, rest, held - disputedCents);
  scheduleAutoRelease(tx, clock, { contractId, milestoneId: rest, submission: 1 }, reviewEndsAt);
  return { milestoneId: row.milestone.id, disputedCents };
}
