import { ADMIN_USER_DETAIL_LIMIT, type AdminUserDetail } from '@skillora/shared';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, jobs, proposals, sessions, users } from '../../db/schema';
import { toAdminUserRow } from './admin-users.repository';

const iso = (date: Date) => date.toISOString();

/** One client or freelancer with what they did, for the admin's user page. Reads only. */
export function createAdminUserDetailRepository(db: Executor) {
  return {
    async find(id: string, now: Date): Promise<AdminUserDetail | null> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, ['client', 'freelancer'])));
      if (!user) return null;
      const limit = ADMIN_USER_DETAIL_LIMIT;
      const [jobRows, proposalRows, sessionRows, historyRows] = await Promise.all([
        user.role === 'client'
          ? db
              .select({
                id: jobs.id,
                title: jobs.title,
                status: jobs.status,
                isListed: jobs.isListed,
                createdAt: jobs.createdAt,
              })
              .from(jobs)
              .where(eq(jobs.clientId, id))
              .orderBy(desc(jobs.createdAt))
              .limit(limit)
          : [],
        user.role === 'freelancer'
          ? db
              .select({
                id: proposals.id,
                jobId: proposals.jobId,
                jobTitle: jobs.title,
                status: proposals.status,
                createdAt: proposals.createdAt,
              })
              .from(proposals)
              .innerJoin(jobs, eq(jobs.id, proposals.jobId))
              .where(eq(proposals.freelancerId, id))
              .orderBy(desc(proposals.createdAt))
              .limit(limit)
          : [],
        db
          .select({
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now)))
          .orderBy(desc(sessions.lastSeenAt))
          .limit(limit),
        db
          .select({
            action: auditLog.action,
            actorName: users.name,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, id)))
          .orderBy(desc(auditLog.id))
          .limit(limit),
      ]);
      return {
        user: { ...toAdminUserRow(user), role: user.role as 'client' | 'freelancer' },
        jobs: jobRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        proposals: proposalRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        sessions: sessionRows.map((row) => ({
          createdAt: iso(row.createdAt),
          lastSeenAt: iso(row.lastSeenAt),
          expiresAt: iso(row.expiresAt),
        })),
        history: historyRows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      };
    },
  };
}
