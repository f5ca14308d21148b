import type { GetSavedJobsQuery, GetSavedJobsResponse } from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { readJobExtras } from './job-extras';
import { toJobSummary } from './job-sql';

export function createSavedJobsService(uow: UnitOfWork) {
  return {
    /** Only a job the freelancer could open can be saved; anything else reads as missing. */
    async save(freelancerId: string, jobId: string) {
      await uow.run(async ({ repos }) => {
        if (!(await repos.savedJobs.isPublic(jobId))) throw notFound('Job not found');
        await repos.savedJobs.save(freelancerId, jobId);
      });
      return { message: 'Job saved' };
    },

    async unsave(freelancerId: string, jobId: string) {
      await uow.run(({ repos }) => repos.savedJobs.unsave(freelancerId, jobId));
      return { message: 'Job removed from your saved jobs' };
    },

    async list(freelancerId: string, query: GetSavedJobsQuery): Promise<GetSavedJobsResponse> {
      const { rows, total } = await uow.read.savedJobs.list(freelancerId, query);
      const extras = await readJobExtras(uow.read, rows, { withSkills: true });
      const saved = rows.map(({ savedAt, ...row }) => ({
        ...toJobSummary(row, {
          // Only public jobs stay on the list, and the database requires a category of them.
          category: extras.category(row)!,
          skills: extras.skills(row),
          proposalCount: extras.counts(row).proposalCount,
        }),
        savedAt,
      }));
      return paginate.page(saved, total, query);
    },
  };
}
