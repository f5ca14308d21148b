import type { GetUsersQuery } from '@skillora/shared';
import { type AnyColumn, and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type UserRow, users } from './schema';
import { userListColumns } from './user-columns';

/** What a list of people shows of each: never the password hash. */
export type UserListRow = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt'>;

// `::int`: count(*) is a bigint, which node-postgres hands back as a string.
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

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

/** People in lists and counts (the admin's lists and dashboard, names beside other modules' rows). */
export function createUserListRepository(db: Executor) {
  return {
    /**
     * One page of one role. The search is "contains", case-insensitive, on name or email (stored
     * lower-cased); the trigram indexes on lower(name) and email serve it.
     */
    async page(query: GetUsersQuery): Promise<{ rows: UserListRow[]; total: number }> {
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

      let rows: UserListRow[];
      if (pattern && total <= FEW_MATCHES) {
        // The LIMIT keeps the subquery whole, so the outer sort cannot pull the sort index into it.
        const matches = db.select(userListColumns).from(users).where(where).limit(FEW_MATCHES).as('matches');
        rows = await db
          .select()
          .from(matches)
          .orderBy(...orderFor(matches, query.sort, query.order))
          .limit(query.limit)
          .offset(offset);
      } else {
        rows = await db
          .select(userListColumns)
          .from(users)
          .where(where)
          .orderBy(...orderFor(users, query.sort, query.order))
          .limit(query.limit)
          .offset(offset);
      }
      return { rows, total };
    },

    /** These users, in one statement (ids not found are left out). */
    findMany: async (ids: readonly string[]): Promise<UserListRow[]> =>
      ids.length === 0
        ? []
        : db
            .select(userListColumns)
            .from(users)
            .where(inArray(users.id, [...new Set(ids)])),

    /** Clients, freelancers and blocked users (the admin dashboard), in one statement. */
    async counts(): Promise<{ clients: number; freelancers: number; blockedUsers: number }> {
      const [row] = await db
        .select({
          clients: countWhere(sql`${users.role} = 'client'`),
          freelancers: countWhere(sql`${users.role} = 'freelancer'`),
          blockedUsers: countWhere(sql`${users.status} = 'blocked'`),
        })
        .from(users);
      // An aggregate without GROUP BY always yields exactly one row.
      return row!;
    },
  };
}
