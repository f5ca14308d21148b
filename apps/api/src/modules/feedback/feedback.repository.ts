import type { FeedbackRow, PageQuery, SendFeedbackRequest } from '@skillora/shared';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedback } from './schema';

/** A row of the admin's list; who sent it (their role) is auth's to say (feedback.service.ts). */
export type FeedbackListRow = Omit<FeedbackRow, 'senderRole'> & { userId: string | null };

export function createFeedbackRepository(db: Executor) {
  return {
    async insert(input: SendFeedbackRequest, userId: string | null): Promise<void> {
      await db.insert(feedback).values({ ...input, userId });
    },

    /** Newest first; the id breaks ties, so pages never overlap. */
    async page(query: PageQuery): Promise<{ rows: FeedbackListRow[]; total: number }> {
      const [counted] = await db.select({ total: count() }).from(feedback);
      const rows = await db
        .select({
          id: feedback.id,
          name: feedback.name,
          email: feedback.email,
          message: feedback.message,
          userId: feedback.userId,
          createdAt: feedback.createdAt,
        })
        .from(feedback)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        total: counted?.total ?? 0,
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}
