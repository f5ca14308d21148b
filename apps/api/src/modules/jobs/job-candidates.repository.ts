import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../lib/search-sql';
import { budgetColumns, type SummaryRow, skillIdsOfJob, summaryColumns } from './job-sql';
import { jobSkills, jobs, PUBLIC_JOB } from './schema';

type Wanted = { skillIds: readonly string[]; words: SQL | null };

/** How many of the wanted skills a job has, and whether it shares a skill or a word at all. */
function relatedTo(wanted: Wanted) {
  const wantedSkills = uuidArray(wanted.skillIds);
  const sharedSkills = sql`(select count(*) from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id} and ${jobSkills.skillId} = any(${wantedSkills}))`;
  const sharesSkill = sql`exists (select 1 from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id} and ${jobSkills.skillId} = any(${wantedSkills}))`;
  // Without words there is no rank to sort by (a bare `0` in ORDER BY would name a column position).
  const byText = wanted.words ? [sql`ts_rank(${jobs.search}, ${wanted.words}) desc`] : [];
  return { sharedSkills, sharesSkill, byText };
}

/**
 * Open, listed jobs worth ranking for a freelancer's profile (matching, ADR 036): those sharing a
 * skill, a word or the category; the most shared skills and the best text rank first, newest next.
 */
export function createJobCandidatesRepository(db: Executor) {
  return {
    async candidatesFor(wanted: {
      skillIds: readonly string[];
      words: SQL | null;
      categoryId: string | null;
      /** Only jobs published since then (the weekly jobs mail). */
      publishedSince?: Date;
      limit: number;
    }): Promise<Array<SummaryRow & { description: string }>> {
      const { sharedSkills, sharesSkill, byText } = relatedTo(wanted);
      const related = [
        sharesSkill,
        wanted.words ? sql`${jobs.search} @@ ${wanted.words}` : undefined,
        wanted.categoryId ? eq(jobs.categoryId, wanted.categoryId) : undefined,
      ].filter((part): part is SQL => part !== undefined);
      return db
        .select({ ...summaryColumns, description: jobs.description })
        .from(jobs)
        .where(
          and(
            PUBLIC_JOB,
            sql`(${sql.join(related, sql` or `)})`,
            wanted.publishedSince ? gte(jobs.publishedAt, wanted.publishedSince) : undefined,
          ),
        )
        .orderBy(sql`${sharedSkills} desc`, ...byText, sql`${jobs.publishedAt} desc`, jobs.id)
        .limit(wanted.limit);
    },

    /**
     * Published jobs, open or closed, like a description (the job-post assistant): sharing a skill or
     * a word, most shared skills and best text first. Drafts are left out: nobody saw them.
     */
    async similarTo(wanted: Wanted & { limit: number }) {
      const { sharedSkills, sharesSkill, byText } = relatedTo(wanted);
      const related = wanted.words ? sql`(${sharesSkill} or ${jobs.search} @@ ${wanted.words})` : sharesSkill;
      return db
        .select({ id: jobs.id, categoryId: jobs.categoryId, skillIds: skillIdsOfJob, ...budgetColumns })
        .from(jobs)
        .where(and(sql`${jobs.status} <> 'draft' and ${jobs.isListed}`, related))
        .orderBy(sql`${sharedSkills} desc`, ...byText, sql`${jobs.publishedAt} desc`, jobs.id)
        .limit(wanted.limit);
    },
  };
}
