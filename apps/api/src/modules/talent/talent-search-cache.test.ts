import type { GetFreelancersResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, startAppOn, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import { changeUnderTalent } from '../../../test/talent-factories';
import type { App } from '../../app';
import { SEARCH_FRESHNESS_MS } from '../../config';
import { createManualClock } from '../../lib/clock';

// Two instances on one database, as behind a load balancer: `reader` serves Find Talent from its
// short cache (ADR 043) on a clock the test moves; `writer` is where freelancers save their profiles.
const CACHE_MS = 2000;
let ctx: TestContext;
let reader: App;
let catalog: Catalog;
const clock = createManualClock(new Date());

const names = async (app: App, q: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/freelancers?q=${q}` });
  expect(res.statusCode).toBe(200);
  return res.json<GetFreelancersResponse>().data.map((f) => f.name);
};

/** Until both instances have handled what a profile's save emitted (a commit of either's). */
const outboxHandled = () => Promise.all([ctx.app.outbox.idle(), reader.outbox.idle()]);

/** A new freelancer saves a complete profile titled `title` through `app`. */
async function publishProfile(app: App, name: string, title: string) {
  const user = await createUser(ctx.db.db, { role: 'freelancer', name });
  const { cookie } = await loginAs(app, user.email);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/freelancer/profile',
    headers: { cookie },
    payload: profileBody([catalog.skills.React!], { title }),
  });
  expect(res.statusCode, res.body).toBe(200);
  await outboxHandled();
  return { user, cookie };
}

beforeAll(async () => {
  ctx = await buildTestApp({ SEARCH_CACHE_MS: String(CACHE_MS) });
  reader = await startAppOn(ctx.db, { SEARCH_CACHE_MS: String(CACHE_MS) }, { clock });
  catalog = await createCatalog(ctx.db.db);
});

afterAll(async () => {
  await reader?.close();
  await ctx?.close();
});

describe('Find Talent cache: a profile change shows within 5 s on every instance', () => {
  // A change written straight to the tables stands for another instance's commit, which the reader
  // never hears of (a commit the reader itself makes, such as handling an event, reads anew at once).
  it('serves the answer in hand past SEARCH_CACHE_MS while one refresh reads the change', async () => {
    const { user } = await publishProfile(ctx.app, 'Lia Keeper', 'Lighthouse museum web developer');
    expect(await names(reader, 'lighthouse')).toEqual(['Lia Keeper']);
    await changeUnderTalent.renameUser(ctx.db.db, user.id, 'Lia Lamp');
    expect(await names(reader, 'lighthouse')).toEqual(['Lia Keeper']);
    clock.advance(CACHE_MS);
    expect(await names(reader, 'lighthouse')).toEqual(['Lia Keeper']);
    await vi.waitFor(async () => {
      expect(await names(reader, 'lighthouse')).toEqual(['Lia Lamp']);
    });
  });

  it('never serves an answer whose query began 5 s ago or more', async () => {
    const { user } = await publishProfile(ctx.app, 'Fen Ferry', 'Ferry timetable app developer');
    expect(await names(reader, 'ferry')).toEqual(['Fen Ferry']);
    await changeUnderTalent.renameUser(ctx.db.db, user.id, 'Fen Harbour');
    clock.advance(SEARCH_FRESHNESS_MS - 1);
    expect(await names(reader, 'ferry')).toEqual(['Fen Ferry']);
    clock.advance(1);
    // Whether or not the refresh started a moment ago has finished, this request waits for an
    // answer read after the change.
    expect(await names(reader, 'ferry')).toEqual(['Fen Harbour']);
  });

  it('shows an instance its own writes at once', async () => {
    expect(await names(reader, 'orchard')).toEqual([]);
    await publishProfile(reader, 'Orla Orchard', 'Orchard harvest planner');
    expect(await names(reader, 'orchard')).toEqual(['Orla Orchard']);
  });
});
