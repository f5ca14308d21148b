import type { FeedbackRow, PageQuery, SendFeedbackRequest } from '@skillora/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedback, users } from '../../db/schema';

export function createFeedbackRepository(db: Executor) {
  return {
    async insert(input: SendFeedbackRequest, userId: string | null): Promise<void> {
      await db.insert(feedback).values({ ...input, userId });
    },

    /** Newest first; the id breaks ties, so pages never overlap. */
    async page(query: PageQuery): Promise<{ rows: FeedbackRow[]; total: number }> {
      const [counted] = await db.select({ total: count() }).from(feedback);
      const rows = await db
        .select({
          id: feedback.id,
          name: feedback.name,
          email: feedback.email,
          message: feedback.message,
          senderRole: users.role,
          createdAt: feedback.createdAt,
        })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.userId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        total: counted?.total ?? 0,
        rows: rows.map((row) => ({
          ...row,
          senderRole: row.senderRole ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
