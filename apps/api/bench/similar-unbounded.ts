import { and, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { uuidArray } from '../src/lib/search-sql';
import { budgetColumns, skillIdsOfJob } from '../src/modules/jobs/job-sql';
import { jobSkills, jobs } from '../src/modules/jobs/schema';

/**
 * `jobCandidates.similarTo` as it was before ADR 043's amendment "similar jobs bounded" (every
 * published job sharing a skill or a word, ranked), kept for bench/similar-cpu.ts to compare against.
 */
export async function unboundedSimilarTo(
  db: Executor,
  wanted: { skillIds: readonly string[]; words: SQL | null; limit: number },
) {
  const wantedSkills = uuidArray(wanted.skillIds);
  const sharedSkills = sql`(select count(*) from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id} and ${jobSkills.skillId} = any(${wantedSkills}))`;
  const sharesSkill = sql`exists (select 1 from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id} and ${jobSkills.skillId} = any(${wantedSkills}))`;
  const byText = wanted.words ? [sql`ts_rank(${jobs.search}, ${wanted.words}) desc`] : [];
  const related = wanted.words ? sql`(${sharesSkill} or ${jobs.search} @@ ${wanted.words})` : sharesSkill;
  return db
    .select({ id: jobs.id, categoryId: jobs.categoryId, skillIds: skillIdsOfJob, ...budgetColumns })
    .from(jobs)
    .where(and(sql`${jobs.status} <> 'draft' and ${jobs.isListed}`, related))
    .orderBy(sql`${sharedSkills} desc`, ...byText, sql`${jobs.publishedAt} desc`, jobs.id)
    .limit(wanted.limit);
}
