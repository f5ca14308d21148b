import { LIMITS } from '../../src/modules/matching/weights';
import { queryWordsOf, stemOf, stemsOf } from '../../src/modules/matching/words';
import type { EvalFreelancer, EvalJob } from './eval-set';

/**
 * The suggestions' SQL retrieval (`talentCandidates.candidatesFor`) done in memory over the set:
 * freelancers sharing a skill, one of the job's first 16 words (in title, skills or overview, as
 * talent_search indexes them; the ranker's light stems stand in for PostgreSQL's english stemmer)
 * or the category; the most shared skills first, then the most shared words (for `ts_rank`), then id;
 * the first 200.
 */
export function candidatesFor(job: EvalJob, freelancers: readonly EvalFreelancer[]): EvalFreelancer[] {
  const skillIds = new Set(job.skills.map((s) => s.id));
  const words = queryWordsOf(`${job.title} ${job.description}`, LIMITS.queryWords).map(stemOf);
  const scored = freelancers.flatMap((f) => {
    const shared = f.skills.filter((s) => skillIds.has(s.id)).length;
    const indexed = stemsOf([f.title, ...f.skills.map((s) => s.name), f.overview].join(' '));
    const hits = words.filter((w) => indexed.has(w)).length;
    const sameCategory = job.categoryId !== null && job.categoryId === f.categoryId;
    return shared > 0 || hits > 0 || sameCategory ? [{ f, shared, hits }] : [];
  });
  scored.sort((a, b) => b.shared - a.shared || b.hits - a.hits || a.f.id.localeCompare(b.f.id));
  return scored.slice(0, LIMITS.candidates).map(({ f }) => f);
}
