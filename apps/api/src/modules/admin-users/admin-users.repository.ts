import type { AdminUserRow, GetUsersQuery } from '@skillora/shared';
import { type AnyColumn, and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};
type Row = { id: string; name: string; email: string; status: string; createdAt: Date };

export const toAdminUserRow = (row: Row): AdminUserRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  joined: row.createdAt.toISOString(),
  active: row.status === 'active',
});

/** Search text is matched literally: % and _ typed by an admin are not wildcards. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type OrderColumns = { id: AnyColumn; name: AnyColumn; email: AnyColumn; createdAt: AnyColumn };

/** Each order key has a (role, key, id) index; the id makes the order total, so pages never overlap. */
function orderFor(c: OrderColumns, sort: GetUsersQuery['sort'], order: GetUsersQuery['order']): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  if (sort === 'name') return [dir(sql`lower(${c.name})`), dir(c.id)];
  if (sort === 'email') return [dir(c.email), dir(c.id)];
  return [dir(c.createdAt), dir(c.id)];
}

/**
 * Below this many matches, a search reads its matches through the trigram indexes and sorts them;
 * above it, walking the sort index and filtering finds a page sooner. Left to itself, PostgreSQL
 * misjudges how rare a trigram match is and walks the whole sort index for a rare term (ADR 008).
 */
const FEW_MATCHES = 5000;

export function createAdminUsersRepository(db: Executor) {
  return {
    /**
     * One page of one role. The search is "contains", case-insensitive, on name or email (stored
     * lower-cased); the trigram indexes on lower(name) and email serve it.
     */
    async page(query: GetUsersQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      const pattern = query.search ? likeContains(query.search) : null;
      const where = and(
        eq(users.role, query.role),
        pattern
          ? or(sql`lower(${users.name}) like ${pattern}`, sql`${users.email} like ${pattern}`)
          : undefined,
      );
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      const total = counted?.total ?? 0;
      const offset = (query.page - 1) * query.limit;
      if (offset >= total) return { rows: [], total };

      let rows: Row[];
      if (pattern && total <= FEW_MATCHES) {
        // The LIMIT keeps the subquery whole, so the outer sort cannot pull the sort index into it.
        const matches = db.select(rowColumns).from(users).where(where).limit(FEW_MATCHES).as('matches');
        rows = await db
          .select()
          .from(matches)
          .orderBy(...orderFor(matches, query.sort, query.order))
          .limit(query.limit)
          .offset(offset);
      } else {
        rows = await db
          .select(rowColumns)
          .from(users)
          .where(where)
          .orderBy(...orderFor(users, query.sort, query.order))
          .limit(query.limit)
          .offset(offset);
      }
      return { rows: rows.map(toAdminUserRow), total };
    },

    /** The user's row, locked until the transaction ends. */
    async lock(id: string) {
      const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    async setStatus(id: string, status: 'active' | 'blocked'): Promise<AdminUserRow> {
      const [row] = await db
        .update(users)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(rowColumns);
      return toAdminUserRow(row!);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
