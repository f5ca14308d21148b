import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import type { Viewer } from './contract-view';
import { MILESTONE_NOT_FOUND } from './lifecycles';
import type { MilestoneRowDb } from './schema';

export type Actor = 'client' | 'freelancer' | 'admin';
export type LockedMilestone = { milestone: MilestoneRowDb; clientId: string; freelancerId: string };

const ONLY: Record<Actor, string> = {
  client: 'Only the client can do this',
  freelancer: 'Only the freelancer can do this',
  admin: 'Only an admin can do this',
};

/** While the provider works on a charge or refund, no other move may change what it pays for. */
export const PAYMENT_IN_FLIGHT = 'A payment for this milestone is being processed; try again in a moment';

/** While a dispute is open on a milestone, nothing moves its money but the dispute (issue 25). */
export const IN_DISPUTE =
  'This milestone is in dispute: its money cannot move until the dispute is settled or withdrawn';

/**
 * Locks a milestone for a change one side of the contract makes: not a party (nor an admin) → 404,
 * the other side → 403, an ended contract, a payment still with the provider or an open dispute → 409. Returns the
 * locked row with the parties.
 */
export async function lockFor(
  tx: Tx,
  ids: { contractId: string; milestoneId: string },
  viewer: Viewer,
  allowed: Actor[],
): Promise<LockedMilestone> {
  const row = await tx.repos.milestones.lock(ids.contractId, ids.milestoneId);
  const side: Actor | null = !row
    ? null
    : viewer.id === row.clientId
      ? 'client'
      : viewer.id === row.freelancerId
        ? 'freelancer'
        : viewer.role === 'admin'
          ? 'admin'
          : null;
  if (!row || !side) throw notFound(MILESTONE_NOT_FOUND);
  if (!allowed.includes(side)) throw forbidden(ONLY[allowed[0]!]);
  if (row.contractStatus !== 'active') throw conflict('This contract has ended');
  // A fund or refund finishes after the provider answers, in a later transaction (ADR 020): an
  // approve, cancel or second refund in between would pay out money that is leaving, or book none.
  if (await tx.repos.payments.inFlight([row.milestone.id])) throw conflict(PAYMENT_IN_FLIGHT);
  if (await tx.repos.disputes.holds(row.milestone.id)) throw conflict(IN_DISPUTE);
  return row;
}
