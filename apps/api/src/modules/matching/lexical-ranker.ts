import type { MatchWhy } from '@skillora/shared';
import type { FreelancerSide, JobSide, Ranker, Reader, Scored } from './ranker';
import { rateFit, rateText, reputationFit, reputationText } from './reasons';
import { LIMITS, TEXT_FULL_AT, WEIGHTS } from './weights';
import { pairsOf, stemsOf, type Token, tokensOf } from './words';

/**
 * Computed once per object: a ranking reads one job against every candidate profile (suggestions), or
 * one profile against every candidate job (best matches), and tokenizing the same text again for each
 * pair was most of the re-rank's time.
 */
function oncePer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const done = new WeakMap<K, V>();
  return (key) => {
    let value = done.get(key);
    if (value === undefined) {
      value = compute(key);
      done.set(key, value);
    }
    return value;
  };
}

/** What the profile says, as stems and adjacent pairs of stems: title, overview, portfolio and skill names. */
const profileWords = oncePer((freelancer: FreelancerSide) => {
  const texts = [
    freelancer.title,
    freelancer.overview,
    freelancer.portfolio,
    ...freelancer.skills.map((s) => s.name),
  ];
  const tokens = texts.flatMap((text) => [...tokensOf(text), null]);
  return {
    stems: new Set(tokens.flatMap((token) => (token ? [token.stem] : []))),
    pairs: pairsOf(tokens),
  };
});

/** The job's words in order, and each distinct stem's weight: title words count twice. */
const jobWords = oncePer((job: JobSide) => {
  const title = tokensOf(job.title);
  const body = tokensOf(job.description);
  const weightOf = new Map<string, number>();
  for (const token of title) if (token) weightOf.set(token.stem, 2);
  for (const token of body) if (token && !weightOf.has(token.stem)) weightOf.set(token.stem, 1);
  return { title, body, weightOf };
});

/**
 * The job's words the profile says: the text signal (title words count twice) and the phrases shown,
 * two-word phrases first, then single words, leaving out the words of skills already listed.
 */
function textMatch(job: JobSide, freelancer: FreelancerSide, listedSkills: readonly string[]) {
  const profile = profileWords(freelancer);
  const { title, body, weightOf } = jobWords(job);
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
  const add = (phrase: string, stems: string[]) => {
    if (phrases.length >= LIMITS.phrases || phrases.includes(phrase)) return;
    if (stems.every((stem) => skillStems.has(stem) || covered.has(stem))) return;
    phrases.push(phrase);
    for (const stem of stems) covered.add(stem);
  };
  for (const tokens of [title, body]) {
    tokens.forEach((token, i) => {
      const next = tokens[i + 1];
      if (token && next && profile.pairs.has(`${token.stem} ${next.stem}`))
        add(`${token.word} ${next.word}`, [token.stem, next.stem]);
    });
  }
  for (const token of [...title, ...body].filter((t): t is Token => t !== null))
    if (profile.stems.has(token.stem)) add(token.word, [token.stem]);
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
