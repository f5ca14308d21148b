import type { GetJobResponse, GetJobsQuery, GetJobsResponse, JobSort, SessionUser } from '@skillora/shared';
import { SEARCH_FRESHNESS_MS } from '../../config';
import { type Clock, systemClock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import { createSearchCache } from '../../lib/search-cache';
import type { UnitOfWork } from '../../outbox';
import { mayReadJobFiles } from './job-attachments';
import { readJobExtras } from './job-extras';
import { readJobPage } from './job-page';
import { toJobSummary } from './job-sql';

/** Relevance needs words to rank by; without `q` it falls back to newest. */
const sortOf = (query: GetJobsQuery): JobSort => {
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  return sort === 'relevance' && !query.q ? 'newest' : sort;
};

const freelancerIdOf = (viewer: SessionUser | null) => (viewer?.role === 'freelancer' ? viewer.id : null);

/**
 * What anyone may browse; a signed-in freelancer also learns what they saved and proposed.
 * `searchCacheMs`: how long a search answer that depends on no viewer is served again (ADR 043).
 */
export function createPublicJobsService(uow: UnitOfWork, clock: Clock = systemClock, searchCacheMs = 0) {
  // Only answers without a freelancer's own marks are shared: they are the same for every visitor.
  const visitorSearches = createSearchCache<GetJobsResponse>({
    ttlMs: searchCacheMs,
    freshnessMs: SEARCH_FRESHNESS_MS,
    clock,
    generation: uow.commits,
  });

  async function search(query: GetJobsQuery, freelancerId: string | null): Promise<GetJobsResponse> {
    const { rows, total } = await uow.read.jobSearch.search(query, sortOf(query), freelancerId);
    const extras = await readJobExtras(uow.read, rows, { withSkills: true });
    const summaries = rows.map(({ isSaved, ...row }) => ({
      ...toJobSummary(row, {
        // Only published jobs reach a list, and the database requires a category of them.
        category: extras.category(row)!,
        skills: extras.skills(row),
        proposalCount: extras.counts(row).proposalCount,
      }),
      ...(isSaved === undefined ? {} : { isSaved }),
    }));
    return paginate.page(summaries, total, query);
  }

  return {
    search(query: GetJobsQuery, viewer: SessionUser | null): Promise<GetJobsResponse> {
      const freelancerId = freelancerIdOf(viewer);
      if (freelancerId) return search(query, freelancerId);
      return visitorSearches.get(query, () => search(query, null));
    },

    /**
     * A listed job that was published is public whatever happened since (closed, or a freelancer
     * hired): its link, shared or bookmarked, says it takes no more proposals instead of 'not found'
     * (issue 12). Otherwise only its owner sees it (a draft, one an admin unlisted) and admins, who
     * see every job; anyone else gets the same 404 as for no job.
     */
    async get(id: string, viewer: SessionUser | null): Promise<GetJobResponse> {
      const freelancerId = freelancerIdOf(viewer);
      const found = await readJobPage(uow.read, id, freelancerId, clock.now());
      if (!found) throw notFound('Job not found');
      const isPublic = found.job.status !== 'draft' && found.job.isListed;
      const isMine = viewer !== null && found.clientId === viewer.id;
      if (!(isPublic || isMine || viewer?.role === 'admin')) throw notFound('Job not found');
      const job = mayReadJobFiles({ ...found.job, clientId: found.clientId }, viewer)
        ? found.job
        : { ...found.job, attachments: [] };
      if (!freelancerId) return { data: { ...job, isMine } };
      return {
        data: {
          ...job,
          isMine,
          isSaved: found.isSaved,
          canPropose: found.canPropose,
          myProposal: found.myProposal,
        },
      };
    },
  };
}
