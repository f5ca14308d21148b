import type { AdminJobChangeResponse, GetAdminJobsQuery, GetAdminJobsResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { createAdminJobsRepository } from './admin-jobs.repository';

export function createAdminJobsService(uow: UnitOfWork) {
  const jobs = uow.bind(createAdminJobsRepository);

  /** The change and its audit entry commit together. */
  const setListed = (id: string, isListed: boolean, actorId: string, reason: string | null = null) =>
    jobs.run(async (repo, tx) => {
      const before = await repo.lockListed(id);
      if (before === null) throw notFound('Job not found');
      const row = await repo.setListed(id, isListed, reason);
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
      const { rows, total } = await jobs.read.page(query);
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
