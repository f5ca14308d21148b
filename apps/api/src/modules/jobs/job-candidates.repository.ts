import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
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

/** Newest first, as jobs_public_newest_idx reads backwards (both columns descending, so it can stop early). */
const newestFirst = [desc(jobs.publishedAt), desc(jobs.id)];

/**
 * Open, listed jobs worth ranking for a freelancer's profile (matching, ADR 036, bounded by ADR 043's
 * amendment "best matches bounded"): recent jobs sharing a skill, recent jobs on the profile title's
 * words and the newest of its category, each branch capped; most shared skills, best text rank and
 * newest first.
 */
export function createJobCandidatesRepository(db: Executor) {
  return {
    async candidatesFor(wanted: {
      skillIds: readonly string[];
      /** The profile's words (an OR query): the final order's text rank. */
      words: SQL | null;
      /** The profile title's words (an OR query): the text branch's, narrower than every word. */
      titleWords: SQL | null;
      categoryId: string | null;
      /** Only jobs published since then (the weekly jobs mail). */
      publishedSince?: Date;
      /** The skills and the text branch look at the newest this many of their matches each… */
      pool: { skills: number; text: number };
      /** …and keep this many of them: most shared skills, best text rank on the title. */
      limit: number;
      /** At most this many more: the newest of the profile's category. */
      categoryLimit: number;
    }): Promise<Array<SummaryRow & { description: string }>> {
      const { sharedSkills, sharesSkill, byText } = relatedTo(wanted);
      const open = and(
        PUBLIC_JOB,
        wanted.publishedSince ? gte(jobs.publishedAt, wanted.publishedSince) : undefined,
      );
      // The newest `poolSize` matches, walked down the newest index until that many are found, then the
      // best `limit` of them: the cost follows the pool, not how many of 100 000 jobs match.
      const best = (where: SQL, order: SQL, poolSize: number) => {
        const pool = db
          .select({ id: jobs.id, publishedAt: jobs.publishedAt })
          .from(jobs)
          .where(and(open, where))
          .orderBy(...newestFirst)
          .limit(poolSize)
          .as('pool');
        return sql`(select ${pool.id} from ${pool} join ${jobs} on ${jobs.id} = ${pool.id} order by ${order}, ${pool.publishedAt} desc, ${pool.id} desc limit ${wanted.limit})`;
      };
      // Bounded before the re-rank (ADR 043 amendment): an OR of skills, category and 16 words over
      // every open job ranked nearly all of them (1.5–2.5 s on 100 000 jobs). Each branch is capped
      // on its own, so the re-rank sees at most limit × 2 + categoryLimit jobs whatever the data.
      const branches = [
        wanted.skillIds.length ? best(sharesSkill, sql`${sharedSkills} desc`, wanted.pool.skills) : undefined,
        wanted.titleWords
          ? best(
              sql`${jobs.search} @@ ${wanted.titleWords}`,
              sql`ts_rank(${jobs.search}, ${wanted.titleWords}) desc`,
              wanted.pool.text,
            )
          : undefined,
        wanted.categoryId
          ? sql`(${db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(open, eq(jobs.categoryId, wanted.categoryId)))
              .orderBy(...newestFirst)
              .limit(wanted.categoryLimit)})`
          : undefined,
      ].filter((part): part is SQL => part !== undefined);
      if (!branches.length) return [];
      return (
        db
          .select({ ...summaryColumns, description: jobs.description })
          .from(jobs)
          .where(sql`${jobs.id} in (${sql.join(branches, sql` union `)})`)
          // The re-rank keeps this order among equal scores.
          .orderBy(sql`${sharedSkills} desc`, ...byText, ...newestFirst)
      );
    },

    /**
     * Published jobs, open or closed, like a description (the job-post assistant, a proposal's bid
     * hints): sharing a skill or a word, most shared skills and best text first. Drafts are left out:
     * nobody saw them. Bounded (ADR 043, amendment "similar jobs bounded"): only the newest `pool` jobs
     * sharing a skill, the newest `pool` sharing a word and, with `hiredPool`, the newest that many of
     * those that hired are ranked, each walked newest first and stopped there; ranking every match
     * took ~1 s on 100 000 jobs, as common words match a fifth of them.
     */
    async similarTo(wanted: Wanted & { pool: number; hiredPool?: number; limit: number }) {
      const { sharedSkills, sharesSkill, byText } = relatedTo(wanted);
      const seen = sql`${jobs.status} <> 'draft' and ${jobs.isListed}`;
      const related = wanted.words ? sql`(${sharesSkill} or ${jobs.search} @@ ${wanted.words})` : sharesSkill;
      const newest = (where: SQL, pool: number) =>
        sql`(${db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(seen, where))
          .orderBy(...newestFirst)
          .limit(pool)})`;
      const branches = [
        wanted.skillIds.length ? newest(sharesSkill, wanted.pool) : undefined,
        wanted.words ? newest(sql`${jobs.search} @@ ${wanted.words}`, wanted.pool) : undefined,
        wanted.hiredPool && (wanted.skillIds.length || wanted.words)
          ? newest(sql`${jobs.hires} > 0 and ${related}`, wanted.hiredPool)
          : undefined,
      ].filter((part): part is SQL => part !== undefined);
      if (!branches.length) return [];
      return db
        .select({ id: jobs.id, categoryId: jobs.categoryId, skillIds: skillIdsOfJob, ...budgetColumns })
        .from(jobs)
        .where(sql`${jobs.id} in (${sql.join(branches, sql` union `)})`)
        .orderBy(sql`${sharedSkills} desc`, ...byText, sql`${jobs.publishedAt} desc`, jobs.id)
        .limit(wanted.limit);
    },
  };
}
