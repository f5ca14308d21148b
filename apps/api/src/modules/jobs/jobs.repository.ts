import type { DraftJobFields, GetMyJobsQuery, JobStatus, MyJobRow } from '@skillora/shared';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema';
import {
  budgetColumns,
  categoryColumns,
  liveProposalCountOfJob,
  proposalCountOfJob,
  skillNamesOfJob,
  toBudgetOrNull,
  toIso,
  toIsoOrNull,
  toJobColumns,
} from './job-sql';
import { jobSkills, jobs, PUBLIC_JOB } from './schema';

/** Writes the job's skills, then the skill names its search vector is built from. */
async function writeSkills(db: Executor, jobId: string, skillIds: string[]) {
  await db.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  if (skillIds.length > 0) await db.insert(jobSkills).values(skillIds.map((skillId) => ({ jobId, skillId })));
  await db.update(jobs).set({ skillNames: skillNamesOfJob }).where(eq(jobs.id, jobId));
}

export function createJobsRepository(db: Executor) {
  const mine = (id: string, clientId: string) => and(eq(jobs.id, id), eq(jobs.clientId, clientId));
  return {
    /** What another module checks before it acts on a job (a proposal on it); null for no job. */
    async findState(id: string) {
      const [row] = await db
        .select({
          clientId: jobs.clientId,
          status: jobs.status,
          isListed: jobs.isListed,
          budgetType: jobs.budgetType,
        })
        .from(jobs)
        .where(eq(jobs.id, id));
      return row ?? null;
    },

    /** Run in a transaction: the job and its skills are written together. */
    async insert(clientId: string, fields: DraftJobFields, publish: boolean): Promise<string> {
      const [row] = await db
        .insert(jobs)
        .values({
          ...toJobColumns(fields),
          clientId,
          status: publish ? 'open' : 'draft',
          publishedAt: publish ? sql`now()` : null,
        })
        .returning({ id: jobs.id });
      await writeSkills(db, row!.id, fields.skillIds);
      return row!.id;
    },

    /** The client's job's status, locked until the transaction ends; null when it is not theirs. */
    async lockStatus(id: string, clientId: string): Promise<JobStatus | null> {
      const [row] = await db
        .select({ status: jobs.status })
        .from(jobs)
        .where(mine(id, clientId))
        .for('update');
      return row?.status ?? null;
    },

    /** Replaces what the client wrote (in a transaction, after `lockStatus`). */
    async update(id: string, fields: DraftJobFields): Promise<void> {
      await db
        .update(jobs)
        .set({ ...toJobColumns(fields), updatedAt: sql`now()` })
        .where(eq(jobs.id, id));
      await writeSkills(db, id, fields.skillIds);
    },

    /** Rewrites the search text of every job that has the skill (after the skill is renamed). */
    async refreshSkillNames(skillId: string): Promise<number> {
      const withSkill = db
        .select({ id: jobSkills.jobId })
        .from(jobSkills)
        .where(eq(jobSkills.skillId, skillId));
      const rows = await db
        .update(jobs)
        .set({ skillNames: skillNamesOfJob })
        .where(inArray(jobs.id, withSkill))
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** The client's own jobs, newest first, in two statements (page and total). */
    async listMine(clientId: string, query: GetMyJobsQuery): Promise<{ rows: MyJobRow[]; total: number }> {
      const where = and(
        eq(jobs.clientId, clientId),
        query.status ? eq(jobs.status, query.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: jobs.id,
            title: jobs.title,
            status: jobs.status,
            isListed: jobs.isListed,
            category: categoryColumns,
            ...budgetColumns,
            publishedAt: jobs.publishedAt,
            createdAt: jobs.createdAt,
            updatedAt: jobs.updatedAt,
            proposalCount: proposalCountOfJob,
            liveProposalCount: liveProposalCountOfJob,
          })
          .from(jobs)
          .leftJoin(categories, eq(categories.id, jobs.categoryId))
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return {
        rows: rows.map(({ budgetType, budgetMinCents, budgetMaxCents, ...row }) => ({
          ...row,
          budget: toBudgetOrNull({ budgetType, budgetMinCents, budgetMaxCents }),
          publishedAt: toIsoOrNull(row.publishedAt),
          createdAt: toIso(row.createdAt),
          updatedAt: toIso(row.updatedAt),
        })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * What other modules show of these jobs (title, budget) or check (owner, state), in one statement;
     * `isPublic` is "open and listed", as the public board shows jobs.
     */
    async findCards(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: jobs.id,
          clientId: jobs.clientId,
          title: jobs.title,
          status: jobs.status,
          isListed: jobs.isListed,
          isPublic: sql<boolean>`(${PUBLIC_JOB})`.mapWith(Boolean),
          ...budgetColumns,
        })
        .from(jobs)
        .where(inArray(jobs.id, [...new Set(ids)]));
    },

    /** Which of these jobs' titles match an ILIKE pattern: a search among someone's conversations. */
    async idsTitledLike(ids: readonly string[], pattern: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(inArray(jobs.id, [...new Set(ids)]), ilike(jobs.title, pattern)));
      return rows.map((r) => r.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** Inserts a job as posting does, for the demo seed (db/seed-cli.ts), which builds no app. */
export const jobInserter = (db: Executor) => createJobsRepository(db).insert;
