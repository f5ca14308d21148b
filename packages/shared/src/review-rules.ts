// Reviews and reputation (issue 26, ADR 028), without zod: the web app reads these rules, words and
// the published formula at runtime (the /reputation page computes with the same function the API
// does); the schemas in schemas/reviews.ts build on them.

/** Days after a contract's end during which each party may review the other. */
export const REVIEW_WINDOW_DAYS = 14;
/** A party who has not reviewed yet is reminded this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 1000;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;

/** What a client rates a freelancer on, and a freelancer a client on (1–5 stars each). */
export const FREELANCER_CRITERIA = ['quality', 'communication', 'deadlines', 'expertise'] as const;
export const CLIENT_CRITERIA = ['clarity', 'communication', 'paymentPromptness'] as const;
export type FreelancerCriterion = (typeof FREELANCER_CRITERIA)[number];
export type ClientCriterion = (typeof CLIENT_CRITERIA)[number];
export type ReviewCriterion = FreelancerCriterion | ClientCriterion;
export const REVIEW_CRITERION_LABELS: Record<ReviewCriterion, string> = {
  quality: 'Quality of work',
  communication: 'Communication',
  deadlines: 'Meeting deadlines',
  expertise: 'Expertise',
  clarity: 'Clarity of requirements',
  paymentPromptness: 'Payment promptness',
};
/** The criteria a review of someone on `side` rates. */
export const criteriaOf = (reviewedSide: 'client' | 'freelancer'): readonly ReviewCriterion[] =>
  reviewedSide === 'freelancer' ? FREELANCER_CRITERIA : CLIENT_CRITERIA;

/**
 * Where a contract's reviews stand for one of its parties: `not_reviewable` (not ended, or it moved
 * no money), `open` (within the window, not revealed yet), `revealed` (both in, or the window closed).
 */
export const REVIEW_WINDOW_STATES = ['not_reviewable', 'open', 'revealed'] as const;
export type ReviewWindowState = (typeof REVIEW_WINDOW_STATES)[number];

/** A contract's amount is shown on its review as a band, never exactly. */
export const AMOUNT_BANDS = ['up_to_250', '250_to_1k', '1k_to_5k', '5k_to_10k', '10k_plus'] as const;
export type AmountBand = (typeof AMOUNT_BANDS)[number];
export const AMOUNT_BAND_LABELS: Record<AmountBand, string> = {
  up_to_250: 'Up to $250',
  '250_to_1k': '$250–$1K',
  '1k_to_5k': '$1K–$5K',
  '5k_to_10k': '$5K–$10K',
  '10k_plus': '$10K+',
};
export function amountBand(cents: number): AmountBand {
  if (cents <= 25_000) return 'up_to_250';
  if (cents <= 100_000) return '250_to_1k';
  if (cents <= 500_000) return '1k_to_5k';
  if (cents <= 1_000_000) return '5k_to_10k';
  return '10k_plus';
}

/** A client's total spent is a band too; the values are the freelancers' earnings bands (`earningsBand`). */
export const SPENT_BAND_LABELS = {
  none: 'No spend yet',
  under_1k: 'Under $1K spent',
  '1k_plus': '$1K+ spent',
  '10k_plus': '$10K+ spent',
  '100k_plus': '$100K+ spent',
  '1m_plus': '$1M+ spent',
} as const;

// The reputation score: its numbers, then the formula.

/** Contracts that ended this many months before now count. */
export const REPUTATION_MONTHS = 24;
/** No score is shown before contracts with this many different people count. */
export const REPUTATION_MIN_COUNTERPARTIES = 2;
/** Upwork's published earnings weights: up to $250 → 1, $250.01–$1,000 → 1.25, more → 1.5. */
export const REPUTATION_MONEY_WEIGHTS = [
  { upToCents: 25_000, weight: 1 },
  { upToCents: 100_000, weight: 1.25 },
  { upToCents: Number.POSITIVE_INFINITY, weight: 1.5 },
] as const;
/** +1 weight for each full this-many days (3 months) a contract ran… */
export const REPUTATION_DURATION_STEP_DAYS = 90;
/** …up to this weight in all. */
export const REPUTATION_MAX_WEIGHT = 8;
/** A contract's points: the overall rating gives up to this many… */
export const REPUTATION_RATING_POINTS = 60;
/** …and "would work with them again" (the private answer) this many. */
export const REPUTATION_WOULD_WORK_AGAIN_POINTS = 40;

const DAY_MS = 86_400_000;
const toMs = (at: Date | string | number) => (at instanceof Date ? at.getTime() : new Date(at).getTime());

/** One ended contract of the rated person, as the score reads it. */
export type ReputationInput = {
  /** The other party: a score needs contracts with REPUTATION_MIN_COUNTERPARTIES different ones. */
  counterpartyId: string;
  /** What the contract moved, in cents: released to the freelancer, or refunded when nothing was. */
  amountCents: number;
  startedAt: Date | string;
  endedAt: Date | string;
  /** The other party's overall rating of this person (1–5), once revealed and not hidden; else null. */
  rating: number | null;
  /** Their private "would you work with them again?", with the rating; else null. */
  wouldWorkAgain: boolean | null;
  /** A freelancer's contract that ended with money funded and none released. */
  nothingDelivered: boolean;
  /** A dispute on it that this person lost: decided by an admin or on their silence, all to the other side. */
  lostDispute: boolean;
  /** The other party is blocked by an admin: their contracts do not count, for or against. */
  counterpartyBlocked: boolean;
};

/** Why a contract counts or not. */
export type ReputationLineStatus = 'counted' | 'no_signal' | 'older' | 'blocked_counterparty';
export type ReputationLine = {
  weight: number;
  /** 0–100; null when the contract does not count. */
  points: number | null;
  status: ReputationLineStatus;
};
export type ReputationOutcome = {
  /** 0–100, or null before REPUTATION_MIN_COUNTERPARTIES different people. */
  score: number | null;
  /** Different people among the counted contracts. */
  counterparties: number;
  /** Σ weight and Σ weight × points of the counted contracts. */
  totalWeight: number;
  weightedPoints: number;
  /** One per input, in order. */
  lines: ReputationLine[];
};

/** A contract's weight: its money's weight plus 1 per full 90 days it ran, at most 8. */
export function contractWeight(
  amountCents: number,
  startedAt: Date | string,
  endedAt: Date | string,
): number {
  const money = REPUTATION_MONEY_WEIGHTS.find((band) => amountCents <= band.upToCents)!.weight;
  const days = Math.max(0, toMs(endedAt) - toMs(startedAt)) / DAY_MS;
  return Math.min(REPUTATION_MAX_WEIGHT, money + Math.floor(days / REPUTATION_DURATION_STEP_DAYS));
}

/** A counted contract's points: 0 when lost or undelivered, else 15 per star above one, plus 40 for "yes". */
export function contractPoints(
  input: Pick<ReputationInput, 'rating' | 'wouldWorkAgain' | 'nothingDelivered' | 'lostDispute'>,
): number | null {
  if (input.nothingDelivered || input.lostDispute) return 0;
  if (input.rating === null) return null;
  const stars = (input.rating - 1) / 4;
  return stars * REPUTATION_RATING_POINTS + (input.wouldWorkAgain ? REPUTATION_WOULD_WORK_AGAIN_POINTS : 0);
}

/** The start of the reputation's window: REPUTATION_MONTHS calendar months before `now`. */
export function reputationSince(now: Date | string | number): Date {
  const since = new Date(toMs(now));
  since.setUTCMonth(since.getUTCMonth() - REPUTATION_MONTHS);
  return since;
}

/**
 * The reputation score, published (issue 26, ADR 028). Over the contracts that ended in the last
 * 24 months, leaving out those with a counterparty an admin blocked:
 *
 *   weight(c) = min(8, money(c) + ⌊days(c) / 90⌋)   money: ≤ $250 → 1, ≤ $1,000 → 1.25, more → 1.5
 *   points(c) = 0                                   if the person lost a dispute on c, or (a freelancer)
 *                                                   c ended with money funded and none released
 *             = 60 × (rating − 1) / 4 + 40 × [would work again]   if the other party's review is revealed
 *             — and c does not count at all otherwise (no signal either way)
 *   score     = round( Σ weight(c) × points(c) / Σ weight(c) )    over the counted contracts
 *
 * shown (not null) once the counted contracts name at least 2 different counterparties. A 5-star
 * review from someone who would work with the person again is 100; 4 stars and "no" is 45.
 */
export function reputationScore(
  inputs: readonly ReputationInput[],
  now: Date | string | number,
): ReputationOutcome {
  const since = reputationSince(now).getTime();
  const people = new Set<string>();
  let totalWeight = 0;
  let weightedPoints = 0;
  const lines = inputs.map((input): ReputationLine => {
    const weight = contractWeight(input.amountCents, input.startedAt, input.endedAt);
    if (toMs(input.endedAt) < since) return { weight, points: null, status: 'older' };
    if (input.counterpartyBlocked) return { weight, points: null, status: 'blocked_counterparty' };
    const points = contractPoints(input);
    if (points === null) return { weight, points: null, status: 'no_signal' };
    people.add(input.counterpartyId);
    totalWeight += weight;
    weightedPoints += weight * points;
    return { weight, points, status: 'counted' };
  });
  const score =
    people.size >= REPUTATION_MIN_COUNTERPARTIES && totalWeight > 0
      ? Math.round(weightedPoints / totalWeight)
      : null;
  return { score, counterparties: people.size, totalWeight, weightedPoints, lines };
}

/** An average rating from a total of stars and a count, to two decimals; null without any. */
export function meanRating(totalStars: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((totalStars / count) * 100) / 100;
}

/** The average of overall ratings, to two decimals; null without any. */
export const averageRating = (overalls: readonly number[]): number | null =>
  meanRating(
    overalls.reduce((a, b) => a + b, 0),
    overalls.length,
  );
