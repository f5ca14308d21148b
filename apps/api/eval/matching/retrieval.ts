import { LIMITS } from '../../src/modules/matching/weights';
import { queryWordsOf, stemOf, stemsOf } from '../../src/modules/matching/words';
import type { EvalFreelancer, EvalJob } from './eval-set';

/** The branches' caps; the product's by default, smaller ones to see what the bound costs on 300 profiles. */
export type Caps = { limit: number; categoryLimit: number };
export const PRODUCT_CAPS: Caps = {
  limit: LIMITS.suggestionBranch,
  categoryLimit: LIMITS.categoryCandidates,
};

/**
 * The suggestions' SQL retrieval (`talentCandidates.candidatesFor`) done in memory over the set, the
 * ranker's light stems standing in for PostgreSQL's english stemmer and shared words for `ts_rank`:
 * the union of the first `limit` sharing a skill (most shared first), the first `limit` sharing a
 * word of the job's title (in title, skills or overview, as talent_search indexes them; most shared
 * first) and the first `categoryLimit` of the job's category (reputation first: none here, so by id);
 * in the order the re-rank keeps among equal scores: most shared skills, then most of the job's first
 * 16 words, then id.
 */
export function candidatesFor(
  job: EvalJob,
  freelancers: readonly EvalFreelancer[],
  caps: Caps = PRODUCT_CAPS,
): EvalFreelancer[] {
  const skillIds = new Set(job.skills.map((s) => s.id));
  const words = queryWordsOf(`${job.title} ${job.description}`, LIMITS.queryWords).map(stemOf);
  const inTitle = queryWordsOf(job.title, LIMITS.queryWords).map(stemOf);
  // As the service does: a title of filler words alone falls back to the post's words.
  const titleWords = inTitle.length ? inTitle : words;
  const scored = freelancers.map((f) => {
    const indexed = stemsOf([f.title, ...f.skills.map((s) => s.name), f.overview].join(' '));
    return {
      f,
      shared: f.skills.filter((s) => skillIds.has(s.id)).length,
      hits: words.filter((w) => indexed.has(w)).length,
      titleHits: titleWords.filter((w) => indexed.has(w)).length,
      sameCategory: job.categoryId !== null && job.categoryId === f.categoryId,
    };
  });
  type Row = (typeof scored)[number];
  const byId = (a: Row, b: Row) => a.f.id.localeCompare(b.f.id);
  const first = (keep: (row: Row) => boolean, order: (a: Row, b: Row) => number, limit: number) =>
    scored.filter(keep).sort(order).slice(0, limit);
  const union = new Set([
    ...first(
      (r) => r.shared > 0,
      (a, b) => b.shared - a.shared || byId(a, b),
      caps.limit,
    ),
    ...first(
      (r) => r.titleHits > 0,
      (a, b) => b.titleHits - a.titleHits || byId(a, b),
      caps.limit,
    ),
    ...first((r) => r.sameCategory, byId, caps.categoryLimit),
  ]);
  return [...union].sort((a, b) => b.shared - a.shared || b.hits - a.hits || byId(a, b)).map(({ f }) => f);
}
