import {
  type CreateJobBody,
  type DraftJobFields,
  type GetMyJobResponse,
  type GetMyJobsQuery,
  type GetMyJobsResponse,
  type JobChangeResponse,
  type JobDetail,
  JobFieldsSchema,
} from '@skillora/shared';
import { type Clock, systemClock } from '../../lib/clock';
import { isCheckViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, UnitOfWork } from '../../outbox';
import { findCatalogEntries } from '../catalog';
import { attachFiles } from '../files';
import { readJobExtras, skillNamesText } from './job-extras';
import { JOB_NOT_FOUND, jobLifecycle, jobMoveColumns, jobOf } from './job-lifecycle';
import { readJobPage } from './job-page';

/**
 * Publishing needs every field (issue 12: a draft needs only a title): the first problem in the
 * same words as the publish form's validation, as a 400.
 */
function assertComplete(fields: DraftJobFields) {
  const checked = JobFieldsSchema.safeParse(fields);
  if (!checked.success)
    throw badRequest(checked.error.issues[0]?.message ?? 'Fill in every field to publish');
}

/** A stored draft as the fields a client would send, to check it before publishing. */
const storedFields = (job: JobDetail): DraftJobFields => ({
  title: job.title,
  description: job.description,
  skillIds: job.skills.map((s) => s._id),
  questions: job.questions,
  hiresNeeded: job.hiresNeeded,
  ...(job.category ? { categoryId: job.category._id } : {}),
  ...(job.budget ? { budget: job.budget } : {}),
  ...(job.experienceLevel ? { experienceLevel: job.experienceLevel } : {}),
  ...(job.duration ? { duration: job.duration } : {}),
});

const jobFiles = (targetId: string, ownerId: string, fileIds: string[]) =>
  ({ purpose: 'job', targetId, ownerId, fileIds }) as const;

/** A client's own jobs: every read and change is scoped to the client, so another client's job is not found. */
export function createClientJobsService(uow: UnitOfWork, clock: Clock = systemClock) {
  /**
   * The category and every skill must exist and be listed when a client writes them; the skills'
   * names become the job's search text.
   */
  async function assertListed(repos: Repositories, fields: DraftJobFields): Promise<string> {
    const found = await findCatalogEntries(repos, fields.categoryId, fields.skillIds);
    if (fields.categoryId && !found.category) throw badRequest('Choose a category from the list');
    if (found.category && !found.category.isListed)
      throw badRequest(`The category ${found.category.name} is no longer available`);
    if (found.skills.length !== fields.skillIds.length) throw badRequest('Choose skills from the list');
    const unlisted = found.skills.find((skill) => !skill.isListed);
    if (unlisted) throw badRequest(`The skill ${unlisted.name} is no longer available`);
    return skillNamesText(found.skills);
  }

  async function mine(id: string, clientId: string) {
    const found = await readJobPage(uow.read, id, null, clock.now());
    if (!found || found.clientId !== clientId) throw notFound(JOB_NOT_FOUND);
    return found.job;
  }

  async function move(id: string, clientId: string, action: 'publish' | 'close' | 'reopen', message: string) {
    await uow.run((tx) =>
      jobLifecycle.apply(tx, {
        id,
        move: action,
        actorId: clientId,
        scope: jobOf(clientId),
        set: jobMoveColumns(clock.now()),
      }),
    );
    return { data: await mine(id, clientId), message };
  }

  return {
    async create(clientId: string, body: CreateJobBody): Promise<JobChangeResponse> {
      const { publish, ...fields } = body;
      if (publish) assertComplete(fields);
      const id = await uow.run(async ({ repos }) => {
        const jobId = await repos.jobs.insert(
          clientId,
          fields,
          publish,
          await assertListed(repos, fields),
          clock.now(),
        );
        await attachFiles(repos, jobFiles(jobId, clientId, fields.attachments ?? []), { replace: false });
        return jobId;
      });
      return { data: await mine(id, clientId), message: publish ? 'Job published' : 'Draft saved' };
    },

    async edit(id: string, clientId: string, fields: DraftJobFields): Promise<JobChangeResponse> {
      await uow.run(async ({ repos }) => {
        const skillNames = await assertListed(repos, fields);
        // Locked, so a close racing this edit is seen.
        const status = await repos.jobs.lockStatus(id, clientId);
        if (!status) throw notFound(JOB_NOT_FOUND);
        if (status === 'closed') throw conflict('A closed job cannot be edited. Reopen it first.');
        // Only a draft may be incomplete; a published job keeps every field.
        if (status !== 'draft') assertComplete(fields);
        const hires = await repos.jobs.hiresOf(id);
        if (fields.hiresNeeded <= hires && status === 'open')
          throw conflict(
            `${hires} ${hires === 1 ? 'freelancer is' : 'freelancers are'} already hired; ask for more, or close the job`,
          );
        await repos.jobs.update(id, fields, skillNames);
        if (fields.attachments)
          await attachFiles(repos, jobFiles(id, clientId, fields.attachments), { replace: true });
      });
      return { data: await mine(id, clientId), message: 'Job updated' };
    },

    async publish(id: string, clientId: string) {
      const job = await mine(id, clientId);
      if (job.status === 'draft') assertComplete(storedFields(job));
      return move(id, clientId, 'publish', 'Job published').catch(async (err: unknown) => {
        // An edit emptied the draft between the check and the publish: the table refused it (its
        // completeness rule); say what is missing now, as the check would have.
        if (!isCheckViolation(err)) throw err;
        assertComplete(storedFields(await mine(id, clientId)));
        throw err;
      });
    },
    close: (id: string, clientId: string) => move(id, clientId, 'close', 'Job closed'),
    reopen: (id: string, clientId: string) => move(id, clientId, 'reopen', 'Job reopened'),

    get: async (id: string, clientId: string): Promise<GetMyJobResponse> => ({
      data: await mine(id, clientId),
    }),

    async list(clientId: string, query: GetMyJobsQuery): Promise<GetMyJobsResponse> {
      const { rows, total } = await uow.read.jobs.listMine(clientId, query);
      const extras = await readJobExtras(uow.read, rows, { withSkills: false });
      const mine = rows.map((row) => {
        const { categoryId: _categoryId, ...columns } = row;
        return { ...columns, category: extras.category(row), ...extras.counts(row) };
      });
      return paginate.page(mine, total, query);
    },
  };
}
