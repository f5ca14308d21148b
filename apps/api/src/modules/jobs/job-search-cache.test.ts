import type { JobSummary } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, startAppOn, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog, postJob } from '../../../test/job-factories';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { createManualClock } from '../../lib/clock';

// Two instances on one database, as behind a load balancer: `reader` serves visitors' searches from
// its short cache (ADR 043) on a clock the test moves; `writer` is where the client works.
const CACHE_MS = 2000;
let ctx: TestContext;
let reader: App;
let catalog: Catalog;
let client: string;
const clock = createManualClock(new Date());

const titles = async (app: App, query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: JobSummary[] }>().data.map((j) => j.title);
};

beforeAll(async () => {
  ctx = await buildTestApp({ SEARCH_CACHE_MS: String(CACHE_MS) });
  reader = await startAppOn(ctx.db, { SEARCH_CACHE_MS: String(CACHE_MS) }, { clock });
  catalog = await createCatalog(ctx.db.db);
  const user = await createUser(ctx.db.db, { role: 'client' });
  client = (await loginAs(ctx.app, user.email)).cookie;
});

afterAll(async () => {
  await reader?.close();
  await ctx?.close();
});

describe('job search cache: a change shows within SEARCH_CACHE_MS on every instance', () => {
  it('shows a job published on another instance once the cache time has passed', async () => {
    expect(await titles(reader, '?q=lighthouse')).toEqual([]);
    await postJob(ctx.app, client, catalog, { title: 'Lighthouse museum website' });
    // The writer's own instance sees its write at once.
    expect(await titles(ctx.app, '?q=lighthouse')).toEqual(['Lighthouse museum website']);
    // The reader may serve its answer from before the write, but never past the bound.
    clock.advance(CACHE_MS);
    expect(await titles(reader, '?q=lighthouse')).toEqual(['Lighthouse museum website']);
  });

  it('drops a job closed on another instance once the cache time has passed', async () => {
    const job = await postJob(ctx.app, client, catalog, { title: 'Harbour ferry timetable app' });
    clock.advance(CACHE_MS);
    expect(await titles(reader, '?q=ferry')).toEqual(['Harbour ferry timetable app']);
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/client/jobs/${job.id}/close`,
      headers: { cookie: client },
    });
    expect(closed.statusCode).toBe(200);
    clock.advance(CACHE_MS);
    expect(await titles(reader, '?q=ferry')).toEqual([]);
  });

  it('shows an instance its own writes at once', async () => {
    expect(await titles(reader, '?q=orchard')).toEqual([]);
    await postJob(reader, client, catalog, { title: 'Orchard harvest planner' });
    expect(await titles(reader, '?q=orchard')).toEqual(['Orchard harvest planner']);
  });

  it('refuses a cache time beyond the 5 s freshness bound', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', SEARCH_CACHE_MS: '5001' })).toThrow();
  });
});
