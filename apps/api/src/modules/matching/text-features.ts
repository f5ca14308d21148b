import type { FreelancerSide, JobSide } from './ranker';
import { cachedByText } from './text-cache';
import { pairsOf, type Token, tokensOf } from './words';

/**
 * How many profiles' and jobs' words the re-rank keeps (text-cache.ts). A ranking reads at most 225
 * candidates; these hold the candidates of dozens of different rankings. Measured on the benchmark
 * data set, key text included: ~3.8 kB a profile and ~9.3 kB a job, so ~38 MB and ~37 MB at most
 * (ADR 043, amendment "the re-rank's words kept").
 */
export const KEPT = { profiles: 10_000, jobs: 4_000 } as const;

// PostgreSQL's text cannot hold a NUL, so fields joined by one give one key per list of fields.
const SEPARATOR = '\u0000';

const profileTexts = (freelancer: FreelancerSide) => [
  freelancer.title,
  freelancer.overview,
  freelancer.portfolio,
  ...freelancer.skills.map((s) => s.name),
];

/** What the profile says, as stems and adjacent pairs of stems: title, overview, portfolio and skill names. */
export const profileWords = cachedByText(
  (freelancer: FreelancerSide) => profileTexts(freelancer).join(SEPARATOR),
  (freelancer) => {
    const tokens = profileTexts(freelancer).flatMap((text) => [...tokensOf(text), null]);
    return {
      stems: new Set(tokens.flatMap((token) => (token ? [token.stem] : []))),
      pairs: pairsOf(tokens),
    };
  },
  KEPT.profiles,
);

/** A phrase the reasons may show: its tokens, and the key a profile's stems or pairs of stems use. */
export type Phrase = { key: string; tokens: readonly Token[] };

/**
 * The job's words: each distinct stem's weight (title words count twice), its adjacent pairs in order
 * (title, then description; a pair never spans the two) and its single words in order, each lookup
 * key built once here rather than once per candidate.
 */
export const jobWords = cachedByText(
  (job: JobSide) => `${job.title}${SEPARATOR}${job.description}`,
  (job) => {
    const title = tokensOf(job.title);
    const body = tokensOf(job.description);
    const weightOf = new Map<string, number>();
    for (const token of title) if (token) weightOf.set(token.stem, 2);
    for (const token of body) if (token && !weightOf.has(token.stem)) weightOf.set(token.stem, 1);
    const pairs: Phrase[] = [];
    const singles: Phrase[] = [];
    for (const tokens of [title, body]) {
      tokens.forEach((token, i) => {
        const next = tokens[i + 1];
        if (token && next) pairs.push({ key: `${token.stem} ${next.stem}`, tokens: [token, next] });
        if (token) singles.push({ key: token.stem, tokens: [token] });
      });
    }
    return { weightOf, pairs, singles };
  },
  KEPT.jobs,
);
