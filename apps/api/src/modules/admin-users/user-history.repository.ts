import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';

/** What admins did to a user, from the platform's audit log (the admin's user page). */
export function createUserHistoryRepository(db: Executor) {
  return {
    /** The newest entries about the user; `actorId` is null for what no one signed in did. */
    newestOf: (userId: string, limit: number) =>
      db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId)))
        .orderBy(desc(auditLog.id))
        .limit(limit),
  };
}
