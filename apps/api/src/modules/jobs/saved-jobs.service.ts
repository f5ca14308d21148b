import type { GetSavedJobsQuery, GetSavedJobsResponse } from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { SavedJobsRepository } from './saved-jobs.repository';

export function createSavedJobsService(repo: SavedJobsRepository) {
  return {
    /** Only a job the freelancer could open can be saved; anything else reads as missing. */
    async save(freelancerId: string, jobId: string) {
      if (!(await repo.isPublic(jobId))) throw notFound('Job not found');
      await repo.save(freelancerId, jobId);
      return { message: 'Job saved' };
    },

    async unsave(freelancerId: string, jobId: string) {
      await repo.unsave(freelancerId, jobId);
      return { message: 'Job removed from your saved jobs' };
    },

    async list(freelancerId: string, query: GetSavedJobsQuery): Promise<GetSavedJobsResponse> {
      const { rows, total } = await repo.list(freelancerId, query);
      return paginate.page(rows, total, query);
    },
  };
}
