import type { GetMyJobsQuery, JobFields, JobStatus, MyJobRow } from '@skillora/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, jobSkills, jobs, skills } from '../../db/schema';
import {
  budgetColumns,
  categoryColumns,
  proposalCountOfJob,
  skillNamesOfJob,
  toBudget,
  toIso,
  toIsoOrNull,
  toJobColumns,
} from './job-sql';

export type Transition =
  | { outcome: 'ok' }
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: JobStatus };
export type Edit = { outcome: 'ok' } | { outcome: 'missing' } | { outcome: 'closed' };

/** Writes the job's skills, then the skill names its search vector is built from. */
async function writeSkills(tx: Database, jobId: string, skillIds: string[]) {
  await tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  await tx.insert(jobSkills).values(skillIds.map((skillId) => ({ jobId, skillId })));
  await tx.update(jobs).set({ skillNames: skillNamesOfJob }).where(eq(jobs.id, jobId));
}

export function createJobsRepository(db: Database) {
  return {
    /** The category and skills a job names, listed or not (the service decides what is allowed). */
    async findCatalog(categoryId: string, skillIds: string[]) {
      const columns = { id: categories.id, name: categories.name, isListed: categories.isListed };
      const [[category], skillRows] = await Promise.all([
        db.select(columns).from(categories).where(eq(categories.id, categoryId)),
        db
          .select({ id: skills.id, name: skills.name, isListed: skills.isListed })
          .from(skills)
          .where(inArray(skills.id, skillIds)),
      ]);
      return { category: category ?? null, skills: skillRows };
    },

    insert: (clientId: string, fields: JobFields, publish: boolean): Promise<string> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            ...toJobColumns(fields),
            clientId,
            status: publish ? 'open' : 'draft',
            publishedAt: publish ? sql`now()` : null,
          })
          .returning({ id: jobs.id });
        await writeSkills(tx as unknown as Database, row!.id, fields.skillIds);
        return row!.id;
      }),

    /** Replaces what the client wrote; the row is locked so a concurrent close is seen. */
    update: (id: string, clientId: string, fields: JobFields): Promise<Edit> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId)))
          .for('update');
        if (!row) return { outcome: 'missing' as const };
        if (row.status === 'closed') return { outcome: 'closed' as const };
        await tx
          .update(jobs)
          .set({ ...toJobColumns(fields), updatedAt: sql`now()` })
          .where(eq(jobs.id, id));
        await writeSkills(tx as unknown as Database, id, fields.skillIds);
        return { outcome: 'ok' as const };
      }),

    /**
     * Moves one of the client's jobs from `from` to `to` in one statement, so two tabs racing cannot
     * both succeed. The first publication date is kept when a job reopens.
     */
    async transition(id: string, clientId: string, from: JobStatus, to: JobStatus): Promise<Transition> {
      const mine = and(eq(jobs.id, id), eq(jobs.clientId, clientId));
      const [moved] = await db
        .update(jobs)
        .set({ status: to, publishedAt: sql`coalesce(${jobs.publishedAt}, now())`, updatedAt: sql`now()` })
        .where(and(mine, eq(jobs.status, from)))
        .returning({ id: jobs.id });
      if (moved) return { outcome: 'ok' };
      const [current] = await db.select({ status: jobs.status }).from(jobs).where(mine);
      return current ? { outcome: 'refused', status: current.status } : { outcome: 'missing' };
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
          })
          .from(jobs)
          .innerJoin(categories, eq(categories.id, jobs.categoryId))
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return {
        rows: rows.map(({ budgetType, budgetMinCents, budgetMaxCents, ...row }) => ({
          ...row,
          budget: toBudget({ budgetType, budgetMinCents, budgetMaxCents }),
          publishedAt: toIsoOrNull(row.publishedAt),
          createdAt: toIso(row.createdAt),
          updatedAt: toIso(row.updatedAt),
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
