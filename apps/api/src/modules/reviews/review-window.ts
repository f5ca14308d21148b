import { REVIEW_WINDOW_DAYS } from '@skillora/shared';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx } from '../../outbox';
import { type ContractEnding, readContractEndings } from '../contracts';
import { emitWindowOpened } from './review-events';
import type { ReviewWindowRow } from './schema';

export const CONTRACT_NOT_FOUND = 'Contract not found';
export const NOT_ENDED = 'A contract can be reviewed once it has ended';
export const NO_MONEY = 'Only a contract that paid for work can be reviewed';
export const WINDOW_OVER = `The ${REVIEW_WINDOW_DAYS} days to review this contract are over`;

const DAY_MS = 86_400_000;
export type Viewer = { id: string; role: string };
export type Side = 'client' | 'freelancer';
type Parties = { clientId: string; freelancerId: string };

/** The viewer's side of a contract; an admin may not act for a party (403), anyone else is told it does not exist. */
export function sideOf(parties: Parties, viewer: Viewer): Side {
  if (viewer.id === parties.clientId) return 'client';
  if (viewer.id === parties.freelancerId) return 'freelancer';
  if (viewer.role === 'admin') throw forbidden('Only the parties to the contract can do this');
  throw notFound(CONTRACT_NOT_FOUND);
}

export const otherSide = (side: Side): Side => (side === 'client' ? 'freelancer' : 'client');

/**
 * Why a contract cannot be reviewed, or null: it must have ended (completed, ended early, or after a
 * settled dispute — every way ends the same) and moved money to the freelancer.
 */
export function whyNotReviewable(c: ContractEnding): string | null {
  if (c.status !== 'ended' || !c.endedAt) return NOT_ENDED;
  if (c.releasedCents <= 0) return NO_MONEY;
  return null;
}

export const closesAtOf = (endedAt: Date) => new Date(endedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/**
 * Opens the window of a reviewable contract, once: the transaction that makes it schedules the
 * prompts, the reminder and the close; another that raced it finds it made. Returned locked.
 */
export async function openWindow(tx: Tx, c: ContractEnding): Promise<ReviewWindowRow> {
  const endedAt = c.endedAt!;
  const made = await tx.repos.reviews.insertWindow({
    contractId: c.id,
    clientId: c.clientId,
    freelancerId: c.freelancerId,
    contractTitle: c.title,
    amountCents: c.releasedCents,
    currency: c.currency,
    endedAt,
    closesAt: closesAtOf(endedAt),
  });
  if (made) emitWindowOpened(tx, made);
  return (await tx.repos.reviews.lockWindow(c.id))!;
}

/** The contract's window, locked, opened now if it is reviewable and has none yet; refusals as 4xx. */
export async function lockOrOpenWindow(tx: Tx, contractId: string, viewer: Viewer) {
  const locked = await tx.repos.reviews.lockWindow(contractId);
  if (locked) return { window: locked, side: sideOf(locked, viewer) };
  const [c] = await readContractEndings(tx.repos, [contractId]);
  if (!c) throw notFound(CONTRACT_NOT_FOUND);
  const side = sideOf(c, viewer);
  const refusal = whyNotReviewable(c);
  if (refusal) throw conflict(refusal);
  return { window: await openWindow(tx, c), side };
}
