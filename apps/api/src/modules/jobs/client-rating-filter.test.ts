import type { GetJobsResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog, postJob } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';

// Find Work's "client rating" filter (issue 26) over what the jobs module keeps of
// `reputation.changed`; where the events come from is reviews' own test (reputation-events.test.ts).

let ctx: TestContext;
let catalog: Catalog;
const clients: Record<string, string> = {};

const titles = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<GetJobsResponse>();
  return { titles: body.data.map((j) => j.title), total: body.total };
};

async function publish(userId: string, rating: number | null, reviews: number, role = 'client' as const) {
  await ctx.app.uow.run(async (tx) =>
    tx.emit('reputation.changed', `reputation:${userId}`, { userId, role, score: null, rating, reviews }),
  );
  await ctx.app.outbox.idle();
}

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  // Each client posts one job, oldest first: Ann's, Bob's, Cat's.
  for (const name of ['Ann', 'Bob', 'Cat']) {
    const user = await createUser(ctx.db.db, { role: 'client', name });
    clients[name] = user.id;
    const { cookie } = await loginAs(ctx.app, user.email);
    await postJob(ctx.app, cookie, catalog, { title: `${name}'s job` });
  }
  // Ann: 4.5 stars; Bob: 3 stars; Cat: never reviewed.
  await publish(clients.Ann!, 4.5, 2);
  await publish(clients.Bob!, 3, 1);
});
afterAll(async () => ctx.close());

describe('GET /api/jobs?minClientRating=', () => {
  it('keeps the jobs whose client is rated at least that many stars, and counts them', async () => {
    expect(await titles()).toEqual({ titles: ["Cat's job", "Bob's job", "Ann's job"], total: 3 });
    expect(await titles('minClientRating=4')).toEqual({ titles: ["Ann's job"], total: 1 });
    expect(await titles('minClientRating=3')).toEqual({ titles: ["Bob's job", "Ann's job"], total: 2 });
    expect(await titles('minClientRating=5')).toEqual({ titles: [], total: 0 });
    // With words (ranked: one statement counts) and with the other filters.
    expect(await titles('minClientRating=4&q=job')).toEqual({ titles: ["Ann's job"], total: 1 });
    expect(await titles(`minClientRating=3&category=${catalog.categories['Graphic Design']}`)).toEqual({
      titles: [],
      total: 0,
    });
    const counted = await countQueries(ctx, () => titles('minClientRating=4&sort=budget_desc'));
    expect(counted.queries).toBe(2 + 2); // the page and its count, then the page's skills and counts
  });

  it('follows a newer rating, and a rating published twice changes nothing', async () => {
    await publish(clients.Bob!, 4, 2);
    await publish(clients.Bob!, 4, 2);
    expect(await titles('minClientRating=4')).toEqual({ titles: ["Bob's job", "Ann's job"], total: 2 });
    // A hidden review can take a client's only rating away.
    await publish(clients.Ann!, null, 0);
    expect(await titles('minClientRating=1')).toEqual({ titles: ["Bob's job"], total: 1 });
  });

  it("keeps a freelancer's reputation out of it", async () => {
    await ctx.app.uow.run(async (tx) =>
      tx.emit('reputation.changed', `reputation:${clients.Cat}`, {
        userId: clients.Cat!,
        role: 'freelancer',
        score: 100,
        rating: 5,
        reviews: 3,
      }),
    );
    await ctx.app.outbox.idle();
    expect(await titles('minClientRating=5')).toEqual({ titles: [], total: 0 });
  });

  it('refuses a rating that is not a whole number of stars from 1 to 5', async () => {
    for (const [value, error] of [
      ['0', 'Client rating must be from 1 to 5 stars'],
      ['six', 'Client rating must be a number of stars'],
      ['3.5', 'Client rating must be a whole number of stars'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs?minClientRating=${value}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(error);
    }
  });
});
