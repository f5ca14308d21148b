import type { MatchWhy } from '@skillora/shared';
import type { FreelancerSide, JobSide, Ranker, Reader, Scored } from './ranker';
import { rateFit, rateText, reputationFit, reputationText } from './reasons';
import { jobWords, type Phrase, profileWords } from './text-features';
import { LIMITS, TEXT_FULL_AT, WEIGHTS } from './weights';
import { stemsOf } from './words';

/**
 * The job's words the profile says: the text signal (title words count twice) and the phrases shown,
 * two-word phrases first, then single words, leaving out the words of skills already listed.
 */
function textMatch(job: JobSide, freelancer: FreelancerSide, listedSkills: readonly string[]) {
  const profile = profileWords(freelancer);
  const { weightOf, pairs, singles } = jobWords(job);
  let matched = 0;
  let total = 0;
  for (const [stem, weight] of weightOf) {
    total += weight;
    if (profile.stems.has(stem)) matched += weight;
  }
  const signal = total === 0 ? 0 : Math.min(1, matched / Math.min(total, TEXT_FULL_AT));

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
  return { signal, phrases };
}

/** One pair's score (0–100) and reasons. */
export function scorePair(job: JobSide, freelancer: FreelancerSide, reader: Reader): Scored {
  const theirs = new Set(freelancer.skills.map((s) => s.id));
  const skills = job.skills.filter((s) => theirs.has(s.id)).map((s) => s.name);
  const text = textMatch(job, freelancer, skills);
  const sameCategory = job.categoryId !== null && job.categoryId === freelancer.categoryId;
  const raw =
    WEIGHTS.skills * (job.skills.length ? skills.length / job.skills.length : 0) +
    WEIGHTS.text * text.signal +
    WEIGHTS.category * (sameCategory ? 1 : 0) +
    WEIGHTS.rate * rateFit(freelancer.hourlyRateCents, job.budget) +
    WEIGHTS.reputation * reputationFit(freelancer.reputation);
  const why: MatchWhy = {
    skills,
    phrases: text.phrases,
    rate: rateText(freelancer.hourlyRateCents, job.budget, reader),
    reputation: reputationText(freelancer.reputation),
  };
  return { score: Math.round(Math.min(1, Math.max(0, raw)) * 100), why };
}

/** Skills, words, category, rate and reputation, weighed by weights.ts (ADR 036). */
export const lexicalRanker: Ranker = {
  name: 'lexical',
  rank: async (pairs, reader) => pairs.map(({ job, freelancer }) => scorePair(job, freelancer, reader)),
};
