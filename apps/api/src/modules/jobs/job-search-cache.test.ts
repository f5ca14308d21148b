import type { JobSummary } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, startAppOn, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, changeUnderJobSearch, createCatalog, postJob } from '../../../test/job-factories';
import type { App } from '../../app';
import { loadConfig, SEARCH_FRESHNESS_MS } from '../../config';
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

/** A job published through the writer, once both instances have handled what it emitted. */
async function publish(title: string) {
  const job = await postJob(ctx.app, client, catalog, { title });
  await Promise.all([ctx.app.outbox.idle(), reader.outbox.idle()]);
  return job;
}

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

describe('job search cache: a change shows within 5 s on every instance', () => {
  // A change written straight to the table stands for another instance's commit, which the reader
  // never hears of. Made through the writer's API, the reader's own dispatcher may handle its event (seen
  // in Find Talent's twin test): a commit of the reader's, after which it rightly reads anew at once.
  it('serves the answer in hand past SEARCH_CACHE_MS while one refresh reads the change', async () => {
    const job = await publish('Museum website');
    expect(await titles(reader, '?q=lighthouse')).toEqual([]);
    await changeUnderJobSearch.retitle(ctx.db.db, job.id, 'Lighthouse museum website');
    expect(await titles(reader, '?q=lighthouse')).toEqual([]);
    // Past the cache time the reader answers at once from what it has and refreshes behind it…
    clock.advance(CACHE_MS);
    expect(await titles(reader, '?q=lighthouse')).toEqual([]);
    // …and serves the refreshed answer once that has been read.
    await vi.waitFor(async () => {
      expect(await titles(reader, '?q=lighthouse')).toEqual(['Lighthouse museum website']);
    });
  });

  it('never serves an answer whose query began 5 s ago or more', async () => {
    const job = await publish('Harbour ferry timetable app');
    expect(await titles(reader, '?q=ferry')).toEqual(['Harbour ferry timetable app']);
    await changeUnderJobSearch.close(ctx.db.db, job.id);
    clock.advance(SEARCH_FRESHNESS_MS - 1);
    expect(await titles(reader, '?q=ferry')).toEqual(['Harbour ferry timetable app']);
    clock.advance(1);
    // Whether or not the refresh started a moment ago has finished, this request waits for an
    // answer read after the close.
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
