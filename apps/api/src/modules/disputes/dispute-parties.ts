import { conflict, forbidden, notFound } from '../../lib/http-error';
import { DISPUTE_NOT_FOUND, disputeLifecycle } from './lifecycle';
import type { DisputeRow } from './schema';

export type Viewer = { id: string; role: string };
export type Who = 'client' | 'freelancer' | 'admin';

/** Who a user is to the dispute: a party, or (anyone else who can see it) an admin; null: the clock. */
export const whoIs = (d: DisputeRow, userId: string | null): Who | null =>
  userId === null
    ? null
    : userId === d.clientId
      ? 'client'
      : userId === d.freelancerId
        ? 'freelancer'
        : 'admin';

/** The viewer's side of the dispute; anyone but the parties (and admins, where `admin`) is told it does not exist. */
export function sideOf(d: DisputeRow, viewer: Viewer): 'client' | 'freelancer' {
  if (viewer.id === d.clientId) return 'client';
  if (viewer.id === d.freelancerId) return 'freelancer';
  if (viewer.role === 'admin') throw forbidden('Only the parties to the contract can do this');
  throw notFound(DISPUTE_NOT_FOUND);
}

/** The parties and admins read a dispute; anyone else is told it does not exist. */
export function mustRead(d: DisputeRow | null, viewer: Viewer): asserts d is DisputeRow {
  const mayRead = d && (viewer.role === 'admin' || viewer.id === d.clientId || viewer.id === d.freelancerId);
  if (!mayRead) throw notFound(DISPUTE_NOT_FOUND);
}

/** Why an ended dispute refuses any move (409), in the state machine's words. */
export function mustBeActive(d: DisputeRow) {
  const refusal = disputeLifecycle.moves.settle.refusals?.[d.status];
  if (refusal) throw conflict(refusal);
}
