import type { Budget, MatchWhy, Reputation } from '@skillora/shared';

/**
 * The one interface every ranker meets (ADR 036): candidates come from SQL, a ranker scores each
 * (job, freelancer) pair and says why. Today's is lexical (lexical-ranker.ts); a sentence-embedding
 * scorer would add a text signal beside it behind this same `rank`, which is why it is async.
 */
export type JobSide = {
  title: string;
  description: string;
  categoryId: string | null;
  skills: ReadonlyArray<{ id: string; name: string }>;
  budget: Budget | null;
};

export type FreelancerSide = {
  title: string;
  overview: string;
  /** Their portfolio items' titles and descriptions, '' without any. */
  portfolio: string;
  categoryId: string | null;
  skills: ReadonlyArray<{ id: string; name: string }>;
  hourlyRateCents: number | null;
  reputation: Reputation | null;
};

/** Who reads the reasons: a client reads "your budget", a freelancer "your rate". */
export type Reader = 'client' | 'freelancer';

export type Scored = { score: number; why: MatchWhy };

export type Ranker = {
  readonly name: string;
  /** One answer per pair, in the pairs' order. */
  rank(pairs: ReadonlyArray<{ job: JobSide; freelancer: FreelancerSide }>, reader: Reader): Promise<Scored[]>;
};

/** Items ranked by their scores, best first; ties keep the retrieval's order. */
export async function rankItems<T>(
  ranker: Ranker,
  items: readonly T[],
  pairOf: (item: T) => { job: JobSide; freelancer: FreelancerSide },
  reader: Reader,
): Promise<Array<T & Scored>> {
  const scored = await ranker.rank(items.map(pairOf), reader);
  const order = items.map((item, i) => ({ item: { ...item, ...scored[i]! }, i }));
  order.sort((a, b) => b.item.score - a.item.score || a.i - b.i);
  return order.map(({ item }) => item);
}
