import { reputationSince } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import { readContractEndings, readEndedContracts } from '../contracts';
import { reputationOf } from './reputation';

declare module '../../outbox' {
  interface EventMap {
    /**
     * An input of this person's reputation may have changed: it is computed again. One subject per
     * person, so two computations of one person never overlap and their results go out in order.
     */
    'reputation.stale': { userId: string };
    /** Timer: a contract leaves its parties' last 24 months, so their scores no longer count it. */
    'reputation.contract_ages_out': { contractId: string };
    /**
     * A person's reputation as it is now, in full (issue 26): the search tables of talent and jobs
     * keep it. Carrying the values, not a delta, makes a handled-twice event harmless.
     */
    'reputation.changed': {
      userId: string;
      role: 'client' | 'freelancer';
      score: number | null;
      rating: number | null;
      reviews: number;
    };
  }
}

const HOUR_MS = 3_600_000;

/** The first hour at which a contract that ended at `endedAt` is older than the reputation's window. */
export function agesOutAt(endedAt: Date): Date {
  const at = new Date(endedAt.getTime() + 1);
  at.setUTCMonth(at.getUTCMonth() + 24);
  // Calendar months do not invert exactly (29 February, the 31st): step until it is really out.
  while (reputationSince(at) <= endedAt) at.setTime(at.getTime() + HOUR_MS);
  return at;
}

/** Asks for these people's reputation to be computed again, once each. */
export function emitStale(tx: Tx, userIds: readonly string[]) {
  for (const userId of new Set(userIds)) tx.emit('reputation.stale', `reputation:${userId}`, { userId });
}

/** Both parties of these contracts, if they moved money (one that moved none counts for nobody). */
async function partiesOf(repos: Repositories, contractIds: readonly string[]) {
  const contracts = await readContractEndings(repos, contractIds);
  return contracts
    .filter((c) => c.releasedCents > 0 || c.refundedCents > 0)
    .flatMap((c) => [c.clientId, c.freelancerId]);
}

/**
 * Who may see their reputation change when a user is blocked or unblocked: the user, everyone they
 * had a contract with in the last 24 months (scores leave a blocked counterparty out), and everyone
 * they reviewed (ratings leave a blocked reviewer's reviews out).
 */
async function touchedByStatus(repos: Repositories, userId: string, now: Date) {
  const [contracts, reviewed] = await Promise.all([
    readEndedContracts(repos, [userId], reputationSince(now)),
    repos.reviews.revieweesOf(userId),
  ]);
  return [userId, ...contracts.flatMap((c) => [c.clientId, c.freelancerId]), ...reviewed];
}

/**
 * What keeps the reputation in other modules' search tables current (issue 26): every event that
 * may change an input marks the people concerned stale; a stale person is computed again with
 * `reputationOf` — the one definition — and published as `reputation.changed`.
 */
export function reputationEvents({ uow, clock }: { uow: UnitOfWork; clock: Clock }) {
  const markStale = (find: (tx: Tx) => Promise<readonly string[]>) =>
    uow.run(async (tx) => emitStale(tx, await find(tx)));

  return {
    /** A contract ended: its parties now, and again when it leaves their 24 months. */
    contractEnded: (contractId: string) =>
      uow.run(async (tx) => {
        const [c] = await readContractEndings(tx.repos, [contractId]);
        if (!c?.endedAt || (c.releasedCents === 0 && c.refundedCents === 0)) return;
        emitStale(tx, [c.clientId, c.freelancerId]);
        tx.emit(
          'reputation.contract_ages_out',
          `timer:reputation.ages_out:${contractId}`,
          { contractId },
          { availableAt: agesOutAt(c.endedAt) },
        );
      }),

    /** Reviews revealed, a dispute settled, a contract aged out: the contract's parties. */
    contractChanged: (contractId: string) => markStale((tx) => partiesOf(tx.repos, [contractId])),

    /** A review hidden: the person it was about. */
    reviewHidden: (reviewId: string) =>
      markStale(async (tx) => {
        const review = await tx.repos.reviews.find(reviewId);
        return review ? [review.revieweeId] : [];
      }),

    /** A user blocked or unblocked. */
    statusChanged: (userId: string) => markStale((tx) => touchedByStatus(tx.repos, userId, clock.now())),

    /** Computes one person's reputation and publishes it. */
    recompute: (userId: string) =>
      uow.run(async (tx) => {
        const [user] = await tx.repos.users.findCards([userId]);
        if (!user || (user.role !== 'client' && user.role !== 'freelancer')) return;
        const reputation = (await reputationOf(tx.repos, [userId], clock.now())).get(userId)!;
        tx.emit('reputation.changed', `reputation:${userId}`, { userId, role: user.role, ...reputation });
      }),
  };
}
