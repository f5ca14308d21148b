import {
  meanRating,
  REPUTATION_MIN_COUNTERPARTIES,
  type Reputation,
  type ReputationInput,
  type ReputationInputs,
  reputationScore,
  reputationSince,
} from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { type ContractEnding, readEndedContracts } from '../contracts';
import { readLostDisputes } from '../disputes';

type Line = { contract: ContractEnding; input: ReputationInput };
type Gathered = { lines: Line[]; reputation: Reputation; outcome: ReturnType<typeof reputationScore> };

/**
 * Everything the score of these people reads (issue 26, ADR 028), in five statements whatever their
 * number: their contracts that ended in the last 24 months with the money each moved (contracts),
 * the disputes they lost on them (disputes), the visible reviews on them and of them (this module),
 * and who is blocked (auth). Computed on read, so it is current the moment an input changes.
 */
async function gather(repos: Repositories, userIds: readonly string[], now: Date) {
  const ids = [...new Set(userIds)];
  const [ended, ratings] = await Promise.all([
    readEndedContracts(repos, ids, reputationSince(now)),
    repos.reviews.ratingsOf(ids, now),
  ]);
  // A contract that moved no money either way (hired, then ended unfunded) says nothing of anyone.
  const contracts = ended.filter((c) => c.releasedCents > 0 || c.refundedCents > 0);
  const contractIds = contracts.map((c) => c.id);
  const people = [
    ...contracts.flatMap((c) => [c.clientId, c.freelancerId]),
    ...ratings.map((r) => r.reviewerId),
  ];
  const [lost, visible, cards] = await Promise.all([
    readLostDisputes(repos, contractIds),
    repos.reviews.visibleOn(contractIds, now),
    repos.users.findCards(people),
  ]);
  const blocked = new Set(cards.filter((c) => c.status === 'blocked').map((c) => c.id));
  const reviewOf = new Map(visible.map((v) => [`${v.contractId}:${v.revieweeId}`, v]));
  const losers = new Set(lost.map((l) => `${l.contractId}:${l.loser}`));

  const result = new Map<string, Gathered>();
  for (const userId of ids) {
    const lines = contracts
      .filter((c) => c.clientId === userId || c.freelancerId === userId)
      .map((contract): Line => {
        const side = contract.clientId === userId ? 'client' : 'freelancer';
        const counterpartyId = side === 'client' ? contract.freelancerId : contract.clientId;
        const review = reviewOf.get(`${contract.id}:${userId}`);
        const delivered = contract.releasedCents > 0;
        return {
          contract,
          input: {
            counterpartyId,
            amountCents: delivered ? contract.releasedCents : contract.refundedCents,
            startedAt: contract.startedAt,
            endedAt: contract.endedAt!,
            rating: review?.overall ?? null,
            wouldWorkAgain: review?.wouldWorkAgain ?? null,
            nothingDelivered: side === 'freelancer' && !delivered,
            lostDispute: losers.has(`${contract.id}:${side}`),
            counterpartyBlocked: blocked.has(counterpartyId),
          },
        };
      });
    const outcome = reputationScore(
      lines.map((l) => l.input),
      now,
    );
    // The rating and the count: every visible review of them, ever, but those of blocked reviewers.
    const counted = ratings.filter((r) => r.revieweeId === userId && !blocked.has(r.reviewerId));
    const stars = counted.reduce((sum, r) => sum + r.stars, 0);
    const reviews = counted.reduce((sum, r) => sum + r.reviews, 0);
    result.set(userId, {
      lines,
      outcome,
      reputation: { score: outcome.score, rating: meanRating(stars, reviews), reviews },
    });
  }
  return { result, blocked };
}

/**
 * The reputation of these people (`{ score, rating, reviews }` by user id): what other modules show
 * beside a profile or a client. `repos` is `uow.read` or a transaction's.
 */
export async function reputationOf(
  repos: Repositories,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, Reputation>> {
  const { result } = await gather(repos, userIds, now);
  return new Map([...result].map(([id, g]) => [id, g.reputation]));
}

/** One person's reputation and the reviewers blocked among theirs (left out of their public list). */
export async function reputationWithBlocked(repos: Repositories, userId: string, now: Date) {
  const { result, blocked } = await gather(repos, [userId], now);
  return { reputation: result.get(userId)!.reputation, blocked: [...blocked] };
}

/**
 * A person's own inputs, so they can check the published formula: every contract of the last 24
 * months with its weight, the rating it got and its penalties; the private answers as counts only.
 */
export async function reputationInputsOf(
  repos: Repositories,
  userId: string,
  now: Date,
): Promise<ReputationInputs> {
  const { result } = await gather(repos, [userId], now);
  const { lines, outcome, reputation } = result.get(userId)!;
  const answers = lines.filter(
    (l, i) =>
      outcome.lines[i]!.status === 'counted' &&
      l.input.wouldWorkAgain !== null &&
      !l.input.lostDispute &&
      !l.input.nothingDelivered,
  );
  return {
    reputation,
    since: reputationSince(now).toISOString(),
    counterparties: outcome.counterparties,
    minCounterparties: REPUTATION_MIN_COUNTERPARTIES,
    wouldWorkAgain: {
      yes: answers.filter((l) => l.input.wouldWorkAgain).length,
      no: answers.filter((l) => !l.input.wouldWorkAgain).length,
    },
    contracts: lines
      .map((l, i) => ({
        contractId: l.contract.id,
        title: l.contract.title,
        startedAt: l.contract.startedAt.toISOString(),
        endedAt: l.contract.endedAt!.toISOString(),
        amountCents: l.input.amountCents,
        currency: l.contract.currency,
        weight: outcome.lines[i]!.weight,
        rating: l.input.rating,
        nothingDelivered: l.input.nothingDelivered,
        lostDispute: l.input.lostDispute,
        status: outcome.lines[i]!.status,
      }))
      .sort((a, b) => b.endedAt.localeCompare(a.endedAt)),
  };
}
