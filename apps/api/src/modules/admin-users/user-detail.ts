import { ADMIN_USER_DETAIL_LIMIT, type AdminUserDetail } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { toAdminUserRow } from './admin-user-row';

const iso = (date: Date) => date.toISOString();

/** A client's jobs, or a freelancer's proposals with their jobs' titles (jobs and proposals own them). */
async function readWork(repos: Repositories, id: string, role: 'client' | 'freelancer') {
  const limit = ADMIN_USER_DETAIL_LIMIT;
  if (role === 'client') return { jobs: await repos.jobFacts.recentOfClient(id, limit), proposals: [] };
  const proposals = await repos.proposalFacts.recentOf(id, limit);
  const titles = await repos.jobFacts.titlesOf(proposals.map((p) => p.jobId));
  // A proposal's job always exists: deleting a job deletes its proposals.
  return { jobs: [], proposals: proposals.map((p) => ({ ...p, jobTitle: titles.get(p.jobId)! })) };
}

/** What admins did to the user, with each actor's name (auth owns the names). */
async function readHistory(repos: Repositories, id: string) {
  const entries = await repos.userHistory.newestOf(id, ADMIN_USER_DETAIL_LIMIT);
  const actors = await repos.userList.findMany(entries.flatMap((e) => (e.actorId ? [e.actorId] : [])));
  const names = new Map(actors.map((actor) => [actor.id, actor.name]));
  return entries.map(({ actorId, ...entry }) => ({
    ...entry,
    actorName: actorId ? (names.get(actorId) ?? null) : null,
  }));
}

/**
 * One client or freelancer with what they did, for the admin's user page: their row, then at once
 * their work, live sessions and history, each from the module that owns it. Null for anyone else.
 */
export async function readUserDetail(
  repos: Repositories,
  id: string,
  now: Date,
): Promise<AdminUserDetail | null> {
  const user = await repos.users.findById(id);
  if (!user || (user.role !== 'client' && user.role !== 'freelancer')) return null;
  const [work, sessions, history, blocker] = await Promise.all([
    readWork(repos, id, user.role),
    repos.sessions.listLive(id, now, ADMIN_USER_DETAIL_LIMIT),
    readHistory(repos, id),
    user.blockedBy ? repos.users.findById(user.blockedBy) : null,
  ]);
  return {
    user: { ...toAdminUserRow(user), role: user.role },
    block:
      user.status === 'blocked'
        ? {
            reason: user.blockedReason,
            at: user.blockedAt ? iso(user.blockedAt) : null,
            byName: blocker?.name ?? null,
          }
        : null,
    jobs: work.jobs.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    proposals: work.proposals.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    sessions: sessions.map((row) => ({
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
    })),
    history: history.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}
