import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ModerationAction, type ModerationSubject, moderationActions } from './schema';

export type NewModerationAction = {
  action: ModerationAction;
  subjectType: ModerationSubject;
  subjectId: string;
  userId: string;
  reason: string;
  /** Null for what no admin decided (the automatic suspension, issue 30). */
  adminId: string | null;
};

/** The record of moderation decisions (ADR 030). */
export function createModerationActionsRepository(db: Executor) {
  return {
    insert: async (row: NewModerationAction) => {
      const [inserted] = await db.insert(moderationActions).values(row).returning();
      return inserted!;
    },

    find: async (id: string) => {
      const [row] = await db.select().from(moderationActions).where(eq(moderationActions.id, id)).limit(1);
      return row ?? null;
    },

    /** The actions of one kind about these subjects, oldest first (the admins' flagged list). */
    about: (action: ModerationAction, subjectType: ModerationSubject, subjectIds: readonly string[]) =>
      subjectIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(moderationActions)
            .where(
              and(
                eq(moderationActions.action, action),
                eq(moderationActions.subjectType, subjectType),
                inArray(moderationActions.subjectId, [...subjectIds]),
              ),
            )
            .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id)),

    /** The latest block no admin made (the automatic suspension, issue 30), if any. */
    lastAutomaticBlockOf: async (userId: string) => {
      const [row] = await db
        .select()
        .from(moderationActions)
        .where(
          and(
            eq(moderationActions.userId, userId),
            eq(moderationActions.action, 'block'),
            isNull(moderationActions.adminId),
          ),
        )
        .orderBy(desc(moderationActions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
