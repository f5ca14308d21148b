import type { GetJobsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { jobInserter } from '../modules/jobs';
import { seedDemoProfiles } from '../modules/profiles';
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
    const insertJob = jobInserter(ctx.db.db);
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

  it('gives every demo freelancer a complete profile, with a photo and a portfolio item; once', async () => {
    expect(await seedDemoProfiles(ctx.db.db)).toBe(3);
    expect(await seedDemoProfiles(ctx.db.db)).toBe(0);
    for (const email of ['fiona', 'felix', 'priya'].map((n) => `${n}@demo.skillora.local`)) {
      const { cookie } = await loginAs(ctx.app, email, 'demo-password');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/freelancer/profile',
        headers: { cookie },
      });
      expect(res.json().data.completeness, email).toEqual({ percent: 100, missing: [], canPropose: true });
      const photo = await ctx.app.inject({ method: 'GET', url: res.json().data.photoUrl });
      expect(photo.headers['content-type']).toBe('image/webp');
    }
  });
});
