/**
 * Every weight of the match score, in one place (ADR 036). A match's score is the weighted sum of
 * its signals (each 0–1, the rate's −1–1), as a whole percent clamped to 0–100. Skills weigh most: a
 * client who names React wants React on the profile, however many of the post's words a profile repeats.
 */
export const WEIGHTS = {
  /** Share of the job's skills the freelancer has. */
  skills: 0.45,
  /** Share of the job's words (title words count twice) the profile's title, overview and skills say. */
  text: 0.25,
  /** Same category as the job. */
  category: 0.08,
  /** The hourly rate against an hourly budget: 1 within, below 1 under it, down to −1 far above it. */
  rate: 0.14,
  /** Average rating and score, when reviews exist. */
  reputation: 0.08,
} as const;

/** How the rate signal reads a rate: fractions of the budget's maximum. */
export const RATE_FIT = {
  /** Below the budget's minimum: fine for the client, a hint of a mismatch in level. */
  belowBudget: 0.75,
  /** A fixed-price job says nothing about an hourly rate. */
  fixedPrice: 0.5,
  /** Each fraction above the maximum costs this many times as much (25% above → 0, 50% → −1). */
  slopeAbove: 4,
} as const;

/** The text signal is full at this many weighted words: a long post must not dilute it to nothing. */
export const TEXT_FULL_AT = 8;

/**
 * How many candidates SQL retrieves for the re-rank, and how many of each list is shown. Suggestions
 * take up to `suggestionBranch` by shared skills, as many by the title's text rank and
 * `categoryCandidates` of the job's category, so at most 225 (ADR 043's amendment: the re-rank costs
 * ~0.06 ms a candidate, so more would eat the 50 ms budget). Best matches the same way round: of the
 * newest `bestMatchSkillPool` open jobs sharing a skill, the `bestMatchBranch` sharing the most; as
 * many of the newest `bestMatchTextPool` on the profile title's words, best ranked; the newest
 * `categoryCandidates` of its category (ADR 043's amendment "best matches bounded": each pool is what
 * the branch walks, so it sets the cost; the text branch's rows cost more, and matter less).
 */
export const LIMITS = {
  suggestionBranch: 100,
  categoryCandidates: 25,
  bestMatchSkillPool: 400,
  bestMatchTextPool: 200,
  bestMatchBranch: 100,
  suggestions: 20,
  phrases: 5,
  queryWords: 16,
} as const;

/** The job-post assistant's thresholds (issue 29). */
export const ASSIST = {
  /** Similar published jobs retrieved; the budget range looks among those that hired. */
  similarJobs: 100,
  /**
   * They are the best of the newest this many sharing a skill, as many sharing a word and as many of
   * those that hired (ADR 043, amendment "similar jobs bounded": the walk, not the matches, sets the cost).
   */
  similarPool: 300,
  /** The nearest similar jobs that vote for the category and suggest skills. */
  neighbours: 10,
  /** A skill none of the text names is suggested when this share of the neighbours chose it… */
  skillShare: 0.3,
  /** …and at least this many of them. */
  minSkillVotes: 2,
  /** The budget range reads at most this many hired jobs, the nearest first… */
  budgetJobs: 20,
  /** …and needs at least this many of one budget type; fewer give no range. */
  minHiredJobs: 5,
} as const;

/** A proposal's hints (issue 29): the typical bid range reads the bids on similar jobs. */
export const BID_HINTS = {
  /** Similar jobs retrieved; those with the same budget type as the job count. */
  similarJobs: 50,
  /** The best of the newest this many sharing a skill and as many sharing a word (ADR 043). */
  similarPool: 300,
  /** A range needs at least this many bids; fewer give none. */
  minBids: 5,
} as const;

/** The weekly "jobs for you" mail (issue 29, ADR 041). */
export const JOBS_FOR_YOU = {
  /** How often it goes out, and how far back a job counts as new. */
  everyMs: 7 * 24 * 3_600_000,
  /** At most this many jobs, the best matches first. */
  jobs: 5,
} as const;
