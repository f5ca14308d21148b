import type { AdminJobChangeResponse, GetAdminJobsQuery, GetAdminJobsResponse } from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { pageCount } from '../../lib/page-count';
import type { AdminJobsRepository } from './admin-jobs.repository';

export function createAdminJobsService(repo: AdminJobsRepository) {
  const setListed = async (id: string, isListed: boolean, actorId: string) => {
    const row = await repo.setListed(id, isListed, actorId);
    if (!row) throw notFound('Job not found');
    return row;
  };

  return {
    async list(query: GetAdminJobsQuery): Promise<GetAdminJobsResponse> {
      const { rows, total } = await repo.page(query);
      return { data: rows, total, page: query.page, pages: pageCount(total, query.limit) };
    },

    unlist: async (id: string, actorId: string): Promise<AdminJobChangeResponse> => ({
      data: await setListed(id, false, actorId),
      message: 'Job unlisted',
    }),

    relist: async (id: string, actorId: string): Promise<AdminJobChangeResponse> => ({
      data: await setListed(id, true, actorId),
      message: 'Job listed again',
    }),
  };
}
