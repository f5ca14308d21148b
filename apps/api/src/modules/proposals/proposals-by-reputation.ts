import type { GetJobProposalsQuery, Reputation } from '@skillora/shared';

type Proposed = { id: string; freelancerId: string };

/**
 * The proposals `minRating` keeps, ordered as `sort` asks (issue 26): the freelancer's rating or
 * score, highest first, those without one last; ties keep the order given (newest first).
 */
export function orderByReputation<P extends Proposed>(
  proposed: readonly P[],
  reputations: ReadonlyMap<string, Reputation>,
  { sort, minRating }: Pick<GetJobProposalsQuery, 'sort' | 'minRating'>,
): P[] {
  const of = (p: P) => reputations.get(p.freelancerId);
  const kept =
    minRating === undefined ? [...proposed] : proposed.filter((p) => (of(p)?.rating ?? 0) >= minRating);
  if (sort !== 'rating' && sort !== 'score') return kept;
  const key = (p: P) => of(p)?.[sort] ?? null;
  // Array.prototype.sort is stable: equal keys stay newest first.
  return kept.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  });
}

/** Whether the list needs every proposal's reputation before a page can be cut. */
export const needsReputationFirst = (query: Pick<GetJobProposalsQuery, 'sort' | 'minRating'>) =>
  query.sort === 'rating' || query.sort === 'score' || query.minRating !== undefined;
