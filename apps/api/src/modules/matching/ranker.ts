import type { Budget, MatchWhy, Reputation } from '@skillora/shared';

/**
 * The one interface every ranker meets (ADR 036): candidates come from SQL, a ranker scores each
 * (job, freelancer) pair and says why. Today's is lexical (lexical-ranker.ts); a sentence-embedding
 * scorer would add a text signal beside it behind this same `score`, which is why it is async.
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

export type Pair = { job: JobSide; freelancer: FreelancerSide };

/**
 * Scoring and explaining are apart: every candidate is scored, but only the matches shown (a page,
 * the top 20) are explained — wording the reasons of 225 candidates to show 20 was two fifths of the re-rank's CPU.
 */
export type Ranker = {
  readonly name: string;
  /** One score (0–100) per pair, in the pairs' order. */
  score(pairs: ReadonlyArray<Pair>): Promise<number[]>;
  /** Why a pair matched, worded for its reader. */
  explain(pair: Pair, reader: Reader): MatchWhy;
};

/** Items ranked by their scores, best first; ties keep the retrieval's order. */
export async function rankItems<T>(
  ranker: Ranker,
  items: readonly T[],
  pairOf: (item: T) => Pair,
): Promise<Array<T & { score: number }>> {
  const scores = await ranker.score(items.map(pairOf));
  const order = items.map((item, i) => ({ item: { ...item, score: scores[i]! }, i }));
  order.sort((a, b) => b.item.score - a.item.score || a.i - b.i);
  return order.map(({ item }) => item);
}

/** The ranked items shown, each with why it matched. */
export function explainItems<T extends { score: number }>(
  ranker: Ranker,
  shown: readonly T[],
  pairOf: (item: T) => Pair,
  reader: Reader,
): Array<T & Scored> {
  return shown.map((item) => ({ ...item, why: ranker.explain(pairOf(item), reader) }));
}
