import type { SavedJobRow } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, jobBody, openJobMarket, postJob, signedIn } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

let ctx: TestContext;
let catalog: Catalog;
let client: string;

const send = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie?: string) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const save = (jobId: string, cookie: string) => send('PUT', `/api/freelancer/saved-jobs/${jobId}`, cookie);
const savedIds = async (cookie: string) =>
  (await send('GET', '/api/freelancer/saved-jobs', cookie)).json().data.map((j: SavedJobRow) => j.id);

const freelancer = () => signedIn(ctx.app, ctx.db.db, 'freelancer');

beforeAll(async () => {
  ({ ctx, catalog, client } = await openJobMarket());
});
afterAll(async () => ctx.close());

describe('saved jobs', () => {
  it('saves and unsaves; doing either twice is not an error', async () => {
    const me = await freelancer();
    const job = await postJob(ctx.app, client, catalog);
    for (let i = 0; i < 2; i++) {
      const res = await save(job.id, me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Job saved' });
    }
    expect(await savedIds(me)).toEqual([job.id]);
    for (let i = 0; i < 2; i++) {
      const res = await send('DELETE', `/api/freelancer/saved-jobs/${job.id}`, me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Job removed from your saved jobs' });
    }
    expect(await savedIds(me)).toEqual([]);
  });

  it('lists my saved jobs, last saved first, with the save date and pages, and only mine', async () => {
    const me = await freelancer();
    const someoneElse = await freelancer();
    const [a, b, c] = [
      await postJob(ctx.app, client, catalog, { title: 'First saved job' }),
      await postJob(ctx.app, client, catalog, { title: 'Second saved job' }),
      await postJob(ctx.app, client, catalog, { title: 'Not saved by me' }),
    ];
    await save(b!.id, me);
    await save(a!.id, me);
    await save(c!.id, someoneElse);

    const res = await send('GET', '/api/freelancer/saved-jobs?limit=1', me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, page: 1, pages: 2 });
    const [row] = res.json().data as SavedJobRow[];
    expect(row).toMatchObject({ id: a!.id, title: 'First saved job', savedAt: expect.any(String) });
    expect(row).not.toHaveProperty('isSaved');
    expect(await savedIds(me)).toEqual([a!.id, b!.id]);
  });

  it('lists a page in five statements with the session (page, total, names, counts), however many jobs are on it (no query per row)', async () => {
    const me = await freelancer();
    for (let i = 0; i < 6; i++) await save((await postJob(ctx.app, client, catalog)).id, me);
    for (const limit of [1, 5]) {
      const { result, queries } = await countQueries(ctx, () =>
        send('GET', `/api/freelancer/saved-jobs?limit=${limit}`, me),
      );
      expect(result.json().data).toHaveLength(limit);
      expect(queries).toBe(5);
    }
  });

  it('drops a saved job that closes from the list, and brings it back when it reopens', async () => {
    const me = await freelancer();
    const job = await postJob(ctx.app, client, catalog);
    await save(job.id, me);
    await send('POST', `/api/client/jobs/${job.id}/close`, client);
    expect(await savedIds(me)).toEqual([]);
    await send('POST', `/api/client/jobs/${job.id}/reopen`, client);
    expect(await savedIds(me)).toEqual([job.id]);
  });

  it('answers 404 for a draft or a job that does not exist', async () => {
    const me = await freelancer();
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/api/client/jobs',
      headers: { cookie: client },
      payload: jobBody(catalog),
    });
    for (const id of [draft.json().data.id, crypto.randomUUID()]) {
      const res = await save(id, me);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Job not found' });
    }
  });

  it('is for freelancers only: 401 without a session, 403 for a client or a blocked freelancer', async () => {
    const job = await postJob(ctx.app, client, catalog);
    expect((await send('GET', '/api/freelancer/saved-jobs')).statusCode).toBe(401);
    expect((await save(job.id, client)).statusCode).toBe(403);
    const blocked = await createUser(ctx.db.db, { role: 'freelancer' });
    const cookie = (await loginAs(ctx.app, blocked.email)).cookie;
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    const res = await save(job.id, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });
});
