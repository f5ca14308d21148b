import type { DraftJobFields, GetMyJobsQuery, JobStatus, MyJobRow } from '@skillora/shared';
import { and, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById, rowsByIds, rowsPage } from '../../db/reads';
import { budgetColumns, skillIdsOfJob, toBudgetOrNull, toIso, toIsoOrNull, toJobColumns } from './job-sql';
import { jobSkills, jobs, PUBLIC_JOB } from './schema';

/** Writes the job's skills; `skillNames`, their names, feed its search vector (job-extras.ts). */
async function writeSkills(db: Executor, jobId: string, skillIds: string[]) {
  await db.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  if (skillIds.length > 0) await db.insert(jobSkills).values(skillIds.map((skillId) => ({ jobId, skillId })));
}

/** A row of the client's own list, before the names and counts other modules hold (job-extras.ts). */
export type MyJobListRow = Omit<MyJobRow, 'category' | 'proposalCount' | 'liveProposalCount'> & {
  categoryId: string | null;
};

/** `isPublic` is "open and listed", as the public board shows jobs. */
const cardColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  title: jobs.title,
  status: jobs.status,
  isListed: jobs.isListed,
  isPublic: sql<boolean>`(${PUBLIC_JOB})`.mapWith(Boolean),
  ...budgetColumns,
};

export function createJobsRepository(db: Executor) {
  const mine = (id: string, clientId: string) => and(eq(jobs.id, id), eq(jobs.clientId, clientId));
  return {
    /** What another module checks before it acts on a job (a proposal on it); null for no job. */
    async findState(id: string) {
      const { clientId, status, isListed, budgetType, questions } = jobs;
      return rowById(db, jobs, { clientId, status, isListed, budgetType, questions }, id);
    },

    /**
     * Run in a transaction: the job and its skills are written together. A published job is stamped
     * `now`, the app's clock, which the weekly jobs mail counts "new" by (ADR 041).
     */
    async insert(
      clientId: string,
      fields: DraftJobFields,
      publish: boolean,
      skillNames: string,
      now: Date,
    ): Promise<string> {
      const [row] = await db
        .insert(jobs)
        .values({
          ...toJobColumns(fields),
          skillNames,
          clientId,
          status: publish ? 'open' : 'draft',
          publishedAt: publish ? now : null,
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

    /**
     * Counts an accepted offer (run after `lockStatus`, in the acceptance's transaction); the last hire
     * the job needs fills it (issues 15 and 32): in progress, no more proposals. True when it did.
     */
    async recordHire(id: string): Promise<boolean> {
      const [row] = await db
        .update(jobs)
        .set({
          hires: sql`${jobs.hires} + 1`,
          status: sql`case when ${jobs.hires} + 1 >= ${jobs.hiresNeeded} then 'in_progress' else ${jobs.status} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, id))
        .returning({ status: jobs.status });
      return row?.status === 'in_progress';
    },

    /** How many offers on the job were accepted: an edit may not ask for fewer freelancers. */
    async hiresOf(id: string): Promise<number> {
      const [row] = await db.select({ hires: jobs.hires }).from(jobs).where(eq(jobs.id, id));
      return row?.hires ?? 0;
    },

    /** Replaces what the client wrote (in a transaction, after `lockStatus`). */
    async update(id: string, fields: DraftJobFields, skillNames: string): Promise<void> {
      await db
        .update(jobs)
        .set({ ...toJobColumns(fields), skillNames, updatedAt: sql`now()` })
        .where(eq(jobs.id, id));
      await writeSkills(db, id, fields.skillIds);
    },

    /** Every job that has the skill, with all its skills (to rewrite their search text after a rename). */
    skillsOfJobsWith: (skillId: string): Promise<Array<{ id: string; skillIds: string[] }>> =>
      db
        .select({ id: jobs.id, skillIds: skillIdsOfJob })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            db.select({ id: jobSkills.jobId }).from(jobSkills).where(eq(jobSkills.skillId, skillId)),
          ),
        ),

    /** Rewrites the search text of these jobs, in one statement. */
    async setSkillNames(changes: readonly { id: string; skillNames: string }[]): Promise<void> {
      if (changes.length === 0) return;
      // One JSON parameter: both drivers pass it as it is, whatever the number of jobs.
      await db.execute(sql`
        update ${jobs} set skill_names = changed.names
        from json_to_recordset(${JSON.stringify(changes.map((c) => ({ id: c.id, names: c.skillNames })))}::json)
          as changed(id uuid, names text)
        where ${jobs.id} = changed.id`);
    },

    /** The client's own jobs, newest first, in two statements (page and total). */
    async listMine(
      clientId: string,
      query: GetMyJobsQuery,
    ): Promise<{ rows: MyJobListRow[]; total: number }> {
      const where = and(
        eq(jobs.clientId, clientId),
        query.status ? eq(jobs.status, query.status) : undefined,
      );
      const columns = {
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        isListed: jobs.isListed,
        categoryId: jobs.categoryId,
        ...budgetColumns,
        publishedAt: jobs.publishedAt,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      };
      const order = [desc(jobs.createdAt), desc(jobs.id)];
      const { rows, total } = await rowsPage(db, jobs, columns, { where, order }, query);
      return {
        rows: rows.map(({ budgetType, budgetMinCents, budgetMaxCents, ...row }) => ({
          ...row,
          budget: toBudgetOrNull({ budgetType, budgetMinCents, budgetMaxCents }),
          publishedAt: toIsoOrNull(row.publishedAt),
          createdAt: toIso(row.createdAt),
          updatedAt: toIso(row.updatedAt),
        })),
        total,
      };
    },

    /** What other modules show of these jobs (title, budget) or check (owner, state), in one statement. */
    findCards: (ids: readonly string[]) => rowsByIds(db, jobs, cardColumns, ids),

    /** Which of these jobs' titles match an ILIKE pattern: a search among someone's conversations. */
    async idsTitledLike(ids: readonly string[], pattern: string): Promise<string[]> {
      const rows = await rowsByIds(db, jobs, { id: jobs.id }, ids, ilike(jobs.title, pattern));
      return rows.map((r) => r.id);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
