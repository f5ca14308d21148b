import type { AdminJobChangeResponse, GetAdminJobsQuery, GetAdminJobsResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';

export function createAdminJobsService(uow: UnitOfWork) {
  /** The change and its audit entry commit together. */
  const setListed = (id: string, isListed: boolean, actorId: string, reason: string | null = null) =>
    uow.run(async (tx) => {
      const before = await tx.repos.adminJobs.lockListed(id);
      if (before === null) throw notFound('Job not found');
      const row = await tx.repos.adminJobs.setListed(id, isListed, reason);
      await recordAudit(tx.db, {
        actorId,
        action: isListed ? 'job.relist' : 'job.unlist',
        entity: 'job',
        entityId: id,
        before: { isListed: before },
        after: !isListed && reason ? { isListed, reason } : { isListed },
      });
      return row;
    });

  return {
    async list(query: GetAdminJobsQuery): Promise<GetAdminJobsResponse> {
      const { rows, total } = await uow.read.adminJobs.page(query);
      return paginate.page(rows, total, query);
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
