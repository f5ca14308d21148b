import type { AdminJobRow, GetAdminJobsQuery } from '@skillora/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById, rowsPage } from '../../db/reads';
import { matchesWords, rankByWords } from '../../lib/search-sql';
import { toIso, toIsoOrNull } from './job-sql';
import { jobs } from './schema';

const rowColumns = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  isListed: jobs.isListed,
  // A draft may have no category yet (issue 12).
  categoryId: jobs.categoryId,
  clientId: jobs.clientId,
  publishedAt: jobs.publishedAt,
  createdAt: jobs.createdAt,
};

/** A row of the admin's list, before the names and counts other modules hold (admin-jobs.service.ts). */
export type AdminJobListRow = Omit<AdminJobRow, 'category' | 'proposalCount' | 'client'> & {
  categoryId: string | null;
  clientId: string;
};

type Row = Omit<AdminJobListRow, 'publishedAt' | 'createdAt'> & { publishedAt: Date | null; createdAt: Date };

const toAdminJobRow = (row: Row): AdminJobListRow => ({
  ...row,
  publishedAt: toIsoOrNull(row.publishedAt),
  createdAt: toIso(row.createdAt),
});

const selectRows = (db: Executor) => db.select(rowColumns).from(jobs);

export function createAdminJobsRepository(db: Executor) {
  return {
    /** Every job in any status; by relevance with `q` (same index as the public search), else newest. */
    async page(query: GetAdminJobsQuery): Promise<{ rows: AdminJobListRow[]; total: number }> {
      const where = and(
        query.q ? matchesWords(jobs.search, query.q) : undefined,
        query.status ? eq(jobs.status, query.status) : undefined,
        query.listing ? eq(jobs.isListed, query.listing === 'listed') : undefined,
      );
      const order: SQL[] = [desc(jobs.createdAt), desc(jobs.id)];
      if (query.q) order.unshift(desc(rankByWords(jobs.search, query.q)));
      const { rows, total } = await rowsPage(db, jobs, rowColumns, { where, order }, query);
      return { rows: rows.map(toAdminJobRow), total };
    },

    async lockListed(id: string): Promise<boolean | null> {
      const row = await rowById(db, jobs, { isListed: jobs.isListed }, id, 'for update');
      return row ? row.isListed : null;
    },

    async setListed(id: string, isListed: boolean, reason: string | null = null): Promise<AdminJobListRow> {
      await db
        .update(jobs)
        .set({ isListed, unlistReason: isListed ? null : reason })
        .where(eq(jobs.id, id));
      const [row] = await selectRows(db).where(eq(jobs.id, id));
      return toAdminJobRow(row!);
    },
  };
}

export type AdminJobsRepository = ReturnType<typeof createAdminJobsRepository>;
