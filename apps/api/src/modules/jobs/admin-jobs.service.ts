import type {
  AdminJobChangeResponse,
  AdminJobRow,
  GetAdminJobsQuery,
  GetAdminJobsResponse,
} from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import type { AdminJobListRow } from './admin-jobs.repository';
import { readJobExtras } from './job-extras';

/** The rows with their category and proposal count, and who posted them (auth), three statements in all. */
async function withNames(repos: Repositories, rows: AdminJobListRow[]): Promise<AdminJobRow[]> {
  const [extras, clients] = await Promise.all([
    readJobExtras(repos, rows, { withSkills: false }),
    repos.userList.findMany(rows.map((row) => row.clientId)),
  ]);
  const clientById = new Map(clients.map(({ id, name, email }) => [id, { id, name, email }]));
  return rows.map((row) => {
    const { clientId, categoryId: _categoryId, ...columns } = row;
    return {
      ...columns,
      category: extras.category(row),
      proposalCount: extras.counts(row).proposalCount,
      // A job's client always exists: deleting an account deletes its jobs or keeps the row.
      client: clientById.get(clientId)!,
    };
  });
}

/** The change and its audit entry commit together, in the caller's transaction (the reports queue's too). */
export async function setJobListedIn(
  tx: Tx,
  id: string,
  isListed: boolean,
  actorId: string,
  reason: string | null = null,
) {
  const before = await tx.repos.adminJobs.lockListed(id);
  if (before === null) throw notFound('Job not found');
  const [row] = await withNames(tx.repos, [await tx.repos.adminJobs.setListed(id, isListed, reason)]);
  await recordAudit(tx.db, {
    actorId,
    action: isListed ? 'job.relist' : 'job.unlist',
    entity: 'job',
    entityId: id,
    before: { isListed: before },
    after: !isListed && reason ? { isListed, reason } : { isListed },
  });
  return row!;
}

export function createAdminJobsService(uow: UnitOfWork) {
  const setListed = (id: string, isListed: boolean, actorId: string, reason: string | null = null) =>
    uow.run((tx) => setJobListedIn(tx, id, isListed, actorId, reason));

  return {
    async list(query: GetAdminJobsQuery): Promise<GetAdminJobsResponse> {
      const { rows, total } = await uow.read.adminJobs.page(query);
      return paginate.page(await withNames(uow.read, rows), total, query);
    },

    unlist: async (id: string, actorId: string, reason?: string): Promise<AdminJobChangeResponse> => ({
      data: await setListed(id, false, actorId, reason || null),
      message: 'Job unlisted',
    }),

    relist: async (id: string, actorId: string): Promise<AdminJobChangeResponse> => ({
      data: await setListed(id, true, actorId),
      message: 'Job listed again',
    }),
  };
}
