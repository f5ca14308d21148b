import type { JobDetail } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { jobBody, postJob, sendProposal } from '../../../test/job-factories';
import {
  as,
  catalog,
  client,
  ctx,
  freelancer,
  otherClient,
  setUpClientJobs,
  signIn,
} from './client-jobs.fixture';

setUpClientJobs();

describe('PUT /api/client/jobs/:id', () => {
  it('replaces what the client wrote, including the skills the search sees', async () => {
    const job = await postJob(ctx.app, client, catalog, { title: 'Original title here' });
    const { Python, PostgreSQL } = catalog.skills;
    const change = jobBody(catalog, {
      title: 'Data pipeline for a bakery',
      skillIds: [Python!, PostgreSQL!],
      budget: { type: 'hourly', minRateCents: 3000, maxRateCents: 6000 },
      experienceLevel: 'expert',
      duration: '3_to_6_months',
    });
    const res = await as(client, 'PUT', `/api/client/jobs/${job.id}`, change);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Job updated');
    expect(res.json().data).toMatchObject({
      title: 'Data pipeline for a bakery',
      skills: [{ name: 'PostgreSQL' }, { name: 'Python' }],
      budget: { type: 'hourly', minRateCents: 3000, maxRateCents: 6000 },
      experienceLevel: 'expert',
      duration: '3_to_6_months',
      status: 'open',
    });
    const found = await as(undefined, 'GET', '/api/jobs?q=postgresql');
    expect(found.json().data.map((j: JobDetail) => j.id)).toContain(job.id);
  });

  it("answers 404 for another client's job and leaves it unchanged", async () => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await as(
      otherClient,
      'PUT',
      `/api/client/jobs/${job.id}`,
      jobBody(catalog, { title: 'Hijacked!' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Job not found' });
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.title).toBe(job.title);
  });

  it('answers 409 for a closed job, and 404 for an id that is not a uuid', async () => {
    const job = await postJob(ctx.app, client, catalog);
    await as(client, 'POST', `/api/client/jobs/${job.id}/close`);
    const res = await as(client, 'PUT', `/api/client/jobs/${job.id}`, jobBody(catalog));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A closed job cannot be edited. Reopen it first.' });
    expect((await as(client, 'PUT', '/api/client/jobs/not-a-uuid', jobBody(catalog))).statusCode).toBe(404);
  });
});

describe('publish, close and reopen', () => {
  it('moves a job draft → open → closed → open, keeping the first publication date', async () => {
    const res = await as(client, 'POST', '/api/client/jobs', jobBody(catalog));
    const draft = res.json<{ data: JobDetail }>().data;
    const published = await as(client, 'POST', `/api/client/jobs/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Job published', data: { status: 'open' } });
    const publishedAt = published.json().data.publishedAt;
    expect(publishedAt).not.toBeNull();

    const closed = await as(client, 'POST', `/api/client/jobs/${draft.id}/close`);
    expect(closed.json()).toMatchObject({ message: 'Job closed', data: { status: 'closed', publishedAt } });
    const reopened = await as(client, 'POST', `/api/client/jobs/${draft.id}/reopen`);
    expect(reopened.json()).toMatchObject({ message: 'Job reopened', data: { status: 'open', publishedAt } });
  });

  it.each([
    ['publish', 'open', 'This job is already published'],
    ['reopen', 'open', 'This job is already open'],
    ['close', 'draft', 'A draft cannot be closed; it is not published'],
    ['reopen', 'draft', 'A draft is published, not reopened'],
    ['close', 'closed', 'This job is already closed'],
    ['publish', 'closed', 'This job is closed; reopen it instead'],
  ])('answers 409 to %s on a job that is %s', async (action, status, error) => {
    const job = await postJob(ctx.app, client, catalog, { publish: status !== 'draft' });
    if (status === 'closed') await as(client, 'POST', `/api/client/jobs/${job.id}/close`);
    const res = await as(client, 'POST', `/api/client/jobs/${job.id}/${action}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error });
  });

  it("answers 404 for another client's job and for no job at all", async () => {
    const job = await postJob(ctx.app, client, catalog);
    for (const action of ['publish', 'close', 'reopen']) {
      expect((await as(otherClient, 'POST', `/api/client/jobs/${job.id}/${action}`)).statusCode).toBe(404);
      expect((await as(client, 'POST', `/api/client/jobs/${crypto.randomUUID()}/${action}`)).statusCode).toBe(
        404,
      );
    }
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.status).toBe('open');
  });
});

describe('GET /api/client/jobs', () => {
  it('lists only my jobs, newest first, with proposal counts, a status filter and pages', async () => {
    const me = await signIn('client');
    const first = await postJob(ctx.app, me, catalog, { title: 'First job of mine' });
    const draft = (
      await as(me, 'POST', '/api/client/jobs', jobBody(catalog, { title: 'My draft job' }))
    ).json().data;
    const third = await postJob(ctx.app, me, catalog, { title: 'Third job of mine' });
    await postJob(ctx.app, otherClient, catalog, { title: 'Not mine at all' });
    await sendProposal(ctx.app, freelancer, first.id);
    await sendProposal(ctx.app, await signIn('freelancer'), first.id);

    const all = await as(me, 'GET', '/api/client/jobs');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(all.json().data.map((j: JobDetail) => [j.title, j.status, j.proposalCount])).toEqual([
      ['Third job of mine', 'open', 0],
      ['My draft job', 'draft', 0],
      ['First job of mine', 'open', 2],
    ]);

    const drafts = await as(me, 'GET', '/api/client/jobs?status=draft');
    expect(drafts.json().data.map((j: JobDetail) => j.id)).toEqual([draft.id]);
    const page2 = await as(me, 'GET', '/api/client/jobs?limit=2&page=2');
    expect(page2.json()).toMatchObject({ total: 3, page: 2, pages: 2, data: [{ id: first.id }] });
    expect(third.id).toBe(all.json().data[0].id);
  });

  it("answers a client's own job and 404 for another's", async () => {
    const job = await postJob(ctx.app, client, catalog);
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.id).toBe(job.id);
    const res = await as(otherClient, 'GET', `/api/client/jobs/${job.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Job not found' });
  });

  it('answers 400 for a status that does not exist', async () => {
    const res = await as(client, 'GET', '/api/client/jobs?status=archived');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Status must be draft, open or closed' });
  });
});
