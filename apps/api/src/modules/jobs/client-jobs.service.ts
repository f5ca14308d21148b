import type {
  CreateJobBody,
  GetMyJobResponse,
  GetMyJobsQuery,
  GetMyJobsResponse,
  JobChangeResponse,
  JobFields,
  JobStatus,
} from '@skillora/shared';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { pageCount } from '../../lib/page-count';
import type { JobDetailRepository } from './job-detail.repository';
import type { JobsRepository } from './jobs.repository';

const JOB_NOT_FOUND = 'Job not found';

/** Why a status change is refused, by the status the job is in. */
const REFUSALS: Record<'publish' | 'close' | 'reopen', Partial<Record<JobStatus, string>>> = {
  publish: { open: 'This job is already published', closed: 'This job is closed; reopen it instead' },
  close: { draft: 'A draft cannot be closed; it is not published', closed: 'This job is already closed' },
  reopen: { draft: 'A draft is published, not reopened', open: 'This job is already open' },
};

/** A client's own jobs: every read and change is scoped to the client, so another client's job is not found. */
export function createClientJobsService(repo: JobsRepository, details: JobDetailRepository) {
  /** The category and every skill must exist and be listed when a client writes them. */
  async function assertListed(fields: JobFields) {
    const found = await repo.findCatalog(fields.categoryId, fields.skillIds);
    if (!found.category) throw badRequest('Choose a category from the list');
    if (!found.category.isListed)
      throw badRequest(`The category ${found.category.name} is no longer available`);
    if (found.skills.length !== fields.skillIds.length) throw badRequest('Choose skills from the list');
    const unlisted = found.skills.find((skill) => !skill.isListed);
    if (unlisted) throw badRequest(`The skill ${unlisted.name} is no longer available`);
  }

  async function mine(id: string, clientId: string) {
    const found = await details.findDetail(id);
    if (!found || found.clientId !== clientId) throw notFound(JOB_NOT_FOUND);
    return found.job;
  }

  async function move(id: string, clientId: string, action: keyof typeof REFUSALS, message: string) {
    const [from, to]: [JobStatus, JobStatus] =
      action === 'publish' ? ['draft', 'open'] : action === 'close' ? ['open', 'closed'] : ['closed', 'open'];
    const result = await repo.transition(id, clientId, from, to);
    if (result.outcome === 'missing') throw notFound(JOB_NOT_FOUND);
    if (result.outcome === 'refused')
      throw conflict(REFUSALS[action][result.status] ?? 'This job cannot change now');
    return { data: await mine(id, clientId), message };
  }

  return {
    async create(clientId: string, body: CreateJobBody): Promise<JobChangeResponse> {
      const { publish, ...fields } = body;
      await assertListed(fields);
      const id = await repo.insert(clientId, fields, publish);
      return { data: await mine(id, clientId), message: publish ? 'Job published' : 'Draft saved' };
    },

    async edit(id: string, clientId: string, fields: JobFields): Promise<JobChangeResponse> {
      await assertListed(fields);
      const result = await repo.update(id, clientId, fields);
      if (result.outcome === 'missing') throw notFound(JOB_NOT_FOUND);
      if (result.outcome === 'closed') throw conflict('A closed job cannot be edited. Reopen it first.');
      return { data: await mine(id, clientId), message: 'Job updated' };
    },

    publish: (id: string, clientId: string) => move(id, clientId, 'publish', 'Job published'),
    close: (id: string, clientId: string) => move(id, clientId, 'close', 'Job closed'),
    reopen: (id: string, clientId: string) => move(id, clientId, 'reopen', 'Job reopened'),

    get: async (id: string, clientId: string): Promise<GetMyJobResponse> => ({
      data: await mine(id, clientId),
    }),

    async list(clientId: string, query: GetMyJobsQuery): Promise<GetMyJobsResponse> {
      const { rows, total } = await repo.listMine(clientId, query);
      return { data: rows, total, page: query.page, pages: pageCount(total, query.limit) };
    },
  };
}
