import type {
  CreateJobBody,
  GetMyJobResponse,
  GetMyJobsQuery,
  GetMyJobsResponse,
  JobChangeResponse,
  JobFields,
} from '@skillora/shared';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import type { JobDetailRepository } from './job-detail.repository';
import { JOB_NOT_FOUND, jobLifecycle } from './job-lifecycle';
import { createJobsRepository } from './jobs.repository';

/** A client's own jobs: every read and change is scoped to the client, so another client's job is not found. */
export function createClientJobsService(uow: UnitOfWork, details: JobDetailRepository) {
  const jobs = uow.bind(createJobsRepository);

  /** The category and every skill must exist and be listed when a client writes them. */
  async function assertListed(fields: JobFields) {
    const found = await jobs.read.findCatalog(fields.categoryId, fields.skillIds);
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

  async function move(id: string, clientId: string, action: 'publish' | 'close' | 'reopen', message: string) {
    await jobs.run((repo, tx) =>
      jobLifecycle.apply(tx, {
        id,
        move: action,
        actorId: clientId,
        lock: () => repo.lockStatus(id, clientId),
        set: (to) => repo.setStatus(id, to),
      }),
    );
    return { data: await mine(id, clientId), message };
  }

  return {
    async create(clientId: string, body: CreateJobBody): Promise<JobChangeResponse> {
      const { publish, ...fields } = body;
      await assertListed(fields);
      const id = await jobs.run((repo) => repo.insert(clientId, fields, publish));
      return { data: await mine(id, clientId), message: publish ? 'Job published' : 'Draft saved' };
    },

    async edit(id: string, clientId: string, fields: JobFields): Promise<JobChangeResponse> {
      await assertListed(fields);
      await jobs.run(async (repo) => {
        // Locked, so a close racing this edit is seen.
        const status = await repo.lockStatus(id, clientId);
        if (!status) throw notFound(JOB_NOT_FOUND);
        if (status === 'closed') throw conflict('A closed job cannot be edited. Reopen it first.');
        await repo.update(id, fields);
      });
      return { data: await mine(id, clientId), message: 'Job updated' };
    },

    publish: (id: string, clientId: string) => move(id, clientId, 'publish', 'Job published'),
    close: (id: string, clientId: string) => move(id, clientId, 'close', 'Job closed'),
    reopen: (id: string, clientId: string) => move(id, clientId, 'reopen', 'Job reopened'),

    get: async (id: string, clientId: string): Promise<GetMyJobResponse> => ({
      data: await mine(id, clientId),
    }),

    async list(clientId: string, query: GetMyJobsQuery): Promise<GetMyJobsResponse> {
      const { rows, total } = await jobs.read.listMine(clientId, query);
      return paginate.page(rows, total, query);
    },
  };
}
