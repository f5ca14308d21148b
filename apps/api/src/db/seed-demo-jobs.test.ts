import type { GetJobsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { createJobsRepository } from '../modules/jobs/jobs.repository';
import { seedCatalog, seedDemo } from './seed';
import { seedDemoJobs } from './seed-demo-jobs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedCatalog(ctx.db.db);
  await seedDemo(ctx.db.db);
});
afterAll(async () => ctx.close());

describe('npm run db:seed -- --demo', () => {
  it('adds demo jobs that search finds, a draft that it does not, and a proposal; once', async () => {
    const insertJob = createJobsRepository(ctx.db.db).insert;
    expect(await seedDemoJobs(ctx.db.db, insertJob)).toBe(4);
    expect(await seedDemoJobs(ctx.db.db, insertJob)).toBe(0);

    const open = (await ctx.app.inject({ method: 'GET', url: '/api/jobs' })).json<GetJobsResponse>();
    expect(open.total).toBe(3);
    const found = (
      await ctx.app.inject({ method: 'GET', url: '/api/jobs?q=yoga%20booking' })
    ).json<GetJobsResponse>();
    expect(found.data.map((job) => [job.title, job.proposalCount])).toEqual([
      ['React developer for a yoga studio booking app', 1],
    ]);

    const { cookie } = await loginAs(ctx.app, 'fiona@demo.skillora.local', 'demo-password');
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/freelancer/proposals',
      headers: { cookie },
    });
    expect(mine.json()).toMatchObject({ total: 1, data: [{ status: 'submitted', bidCents: 420_000 }] });
  });
});
