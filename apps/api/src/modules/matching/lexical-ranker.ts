import type { MatchWhy } from '@skillora/shared';
import type { FreelancerSide, JobSide, Pair, Ranker, Reader, Scored } from './ranker';
import { rateFit, rateText, reputationFit, reputationText } from './reasons';
import { jobWords, type Phrase, profileWords } from './text-features';
import { LIMITS, TEXT_FULL_AT, WEIGHTS } from './weights';
import { stemsOf } from './words';

/** The text signal (0–1): the share of the job's words the profile says, title words counting twice. */
function textSignal(job: JobSide, freelancer: FreelancerSide): number {
  const profile = profileWords(freelancer);
  let matched = 0;
  let total = 0;
  for (const [stem, weight] of jobWords(job).weightOf) {
    total += weight;
    if (profile.stems.has(stem)) matched += weight;
  }
  return total === 0 ? 0 : Math.min(1, matched / Math.min(total, TEXT_FULL_AT));
}

/**
 * The job's words the profile says, as shown: two-word phrases first, then single words, leaving out
 * the words of skills already listed.
 */
function matchedPhrases(job: JobSide, freelancer: FreelancerSide, listedSkills: readonly string[]) {
  const profile = profileWords(freelancer);
  const { pairs, singles } = jobWords(job);
  const skillStems = stemsOf(listedSkills.join(' '));
  const phrases: string[] = [];
  const covered = new Set<string>();
  const add = ({ tokens }: Phrase) => {
    const text = tokens.map((token) => token.word).join(' ');
    if (phrases.includes(text)) return;
    if (tokens.every(({ stem }) => skillStems.has(stem) || covered.has(stem))) return;
    phrases.push(text);
    for (const { stem } of tokens) covered.add(stem);
  };
  // Once the list is full nothing more is added, so the walk stops there.
  for (const pair of pairs) {
    if (phrases.length >= LIMITS.phrases) break;
    if (profile.pairs.has(pair.key)) add(pair);
  }
  for (const single of singles) {
    if (phrases.length >= LIMITS.phrases) break;
    if (profile.stems.has(single.key)) add(single);
  }
  return phrases;
}

/** The job's skills the freelancer lists, by name, in the job's order. */
function sharedSkills(job: JobSide, freelancer: FreelancerSide): string[] {
  const theirs = new Set(freelancer.skills.map((s) => s.id));
  return job.skills.filter((s) => theirs.has(s.id)).map((s) => s.name);
}

/** One pair's score, 0–100. */
export function scoreOf({ job, freelancer }: Pair): number {
  const sameCategory = job.categoryId !== null && job.categoryId === freelancer.categoryId;
  const raw =
    WEIGHTS.skills * (job.skills.length ? sharedSkills(job, freelancer).length / job.skills.length : 0) +
    WEIGHTS.text * textSignal(job, freelancer) +
    WEIGHTS.category * (sameCategory ? 1 : 0) +
    WEIGHTS.rate * rateFit(freelancer.hourlyRateCents, job.budget) +
    WEIGHTS.reputation * reputationFit(freelancer.reputation);
  return Math.round(Math.min(1, Math.max(0, raw)) * 100);
}

/** Why one pair matched, worded for its reader. */
export function whyOf({ job, freelancer }: Pair, reader: Reader): MatchWhy {
  const skills = sharedSkills(job, freelancer);
  return {
    skills,
    phrases: matchedPhrases(job, freelancer, skills),
    rate: rateText(freelancer.hourlyRateCents, job.budget, reader),
    reputation: reputationText(freelancer.reputation),
  };
}

/** One pair's score and reasons. */
export const scorePair = (job: JobSide, freelancer: FreelancerSide, reader: Reader): Scored => ({
  score: scoreOf({ job, freelancer }),
  why: whyOf({ job, freelancer }, reader),
});

/** Skills, words, category, rate and reputation, weighed by weights.ts (ADR 036). */
export const lexicalRanker: Ranker = {
  name: 'lexical',
  score: async (pairs) => pairs.map(scoreOf),
  explain: whyOf,
};
