import type { FreelancerSummary, GetFreelancersResponse, Reputation } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SEARCHES_READ_THROUGH, type TestContext } from '../../../test/build-test-app';
import { setStatus } from '../../../test/factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';
import { createFreelancerWithProfile, writeProfile } from '../../../test/talent-factories';

// Find Talent by reputation (issue 26): the SQL of the sorts and the filter over what the talent
// module keeps of `reputation.changed`. Where the events come from is reviews' own test
// (reviews/reputation-events.test.ts); here they are published as the reviews module does.

let ctx: TestContext;
let catalog: Catalog;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

const search = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/freelancers?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GetFreelancersResponse>();
};
const names = async (query = '') => (await search(query)).data.map((f: FreelancerSummary) => f.name);

/** What the reviews module publishes when a freelancer's reputation is computed. */
async function publish(userId: string, reputation: Reputation, role: 'client' | 'freelancer' = 'freelancer') {
  await ctx.app.uow.run(async (tx) =>
    tx.emit('reputation.changed', `reputation:${userId}`, { userId, role, ...reputation }),
  );
  await ctx.app.outbox.idle();
}

beforeAll(async () => {
  ctx = await buildTestApp(SEARCHES_READ_THROUGH);
  catalog = await createCatalog(ctx.db.db);
  // Joined a day apart, Ann first: "newest" is Eve, Dan, Cat, Bob, Ann. Ann asks $60 an hour, the others $50.
  for (const [index, name] of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].entries()) {
    const person = await createFreelancerWithProfile(ctx.db.db, {
      name,
      memberSince: day(index + 1),
      skillIds: [catalog.skills.React!],
      hourlyRateCents: name === 'Ann' ? 6_000 : 5_000,
    });
    ids[name] = person.id;
  }
  // Ann: score 90, 4.5 stars; Bob: no score yet, 5 stars; Cat: score 60, 3.67 stars; Dan: score 90,
  // 4 stars (joined after Ann, so first of the two 90s); Eve: nothing.
  await publish(ids.Ann!, { score: 90, rating: 4.5, reviews: 4 });
  await publish(ids.Bob!, { score: null, rating: 5, reviews: 1 });
  await publish(ids.Cat!, { score: 60, rating: 3.67, reviews: 3 });
  await publish(ids.Dan!, { score: 90, rating: 4, reviews: 2 });
});
afterAll(async () => ctx.close());

describe('GET /api/freelancers by reputation', () => {
  it('sorts by rating and by score, highest first, those without one last, ties newest first', async () => {
    expect(await names('sort=rating_desc')).toEqual(['Bob', 'Ann', 'Dan', 'Cat', 'Eve']);
    expect(await names('sort=score_desc')).toEqual(['Dan', 'Ann', 'Cat', 'Eve', 'Bob']);
    // The other sorts are as they were.
    expect(await names()).toEqual(['Eve', 'Dan', 'Cat', 'Bob', 'Ann']);
  });

  it('shows each row its reputation, and none for a freelancer without one', async () => {
    const rows = (await search('sort=rating_desc')).data;
    expect(rows.map((r) => [r.name, r.reputation])).toEqual([
      ['Bob', { score: null, rating: 5, reviews: 1 }],
      ['Ann', { score: 90, rating: 4.5, reviews: 4 }],
      ['Dan', { score: 90, rating: 4, reviews: 2 }],
      ['Cat', { score: 60, rating: 3.67, reviews: 3 }],
      ['Eve', { score: null, rating: null, reviews: 0 }],
    ]);
  });

  it('filters by the lowest rating, counts what it keeps and pages through it', async () => {
    const four = await search('minRating=4&sort=score_desc');
    expect(four.data.map((r) => r.name)).toEqual(['Dan', 'Ann', 'Bob']);
    expect(four).toMatchObject({ total: 3, pages: 1 });
    expect(await names('minRating=3')).toEqual(['Dan', 'Cat', 'Bob', 'Ann']);
    expect(await names('minRating=5')).toEqual(['Bob']);
    // Combined with the other filters and the newest order.
    expect(await names('minRating=4&maxRateCents=5000')).toEqual(['Dan', 'Bob']);

    const second = await search('sort=rating_desc&minRating=3&limit=2&page=2');
    expect(second.data.map((r) => r.name)).toEqual(['Dan', 'Cat']);
    expect(second).toMatchObject({ total: 4, page: 2, pages: 2 });
    // Still one statement for the page and one for the count.
    const counted = await countQueries(ctx, () => search('sort=score_desc&minRating=4'));
    expect(counted.queries).toBe(2);
  });

  it('a reputation published twice changes nothing; a newer one replaces it', async () => {
    const before = await search('sort=score_desc');
    await publish(ids.Cat!, { score: 60, rating: 3.67, reviews: 3 });
    expect(await search('sort=score_desc')).toEqual(before);

    await publish(ids.Cat!, { score: 95, rating: 4.25, reviews: 4 });
    expect(await names('sort=score_desc')).toEqual(['Cat', 'Dan', 'Ann', 'Eve', 'Bob']);
    await publish(ids.Cat!, { score: 60, rating: 3.67, reviews: 3 });
  });

  it('keeps a reputation through a profile edit, and shows it once a freelancer becomes findable', async () => {
    await writeProfile(ctx.db.db, ids.Ann!, { title: 'Senior React developer' });
    expect((await names('sort=score_desc')).slice(0, 2)).toEqual(['Dan', 'Ann']);

    // Blocked: gone, reputation and all; unblocked: back with it.
    await setStatus(ctx.db.db, ids.Dan!, 'blocked');
    expect(await names('sort=score_desc')).toEqual(['Ann', 'Cat', 'Eve', 'Bob']);
    await setStatus(ctx.db.db, ids.Dan!, 'active');
    expect(await names('sort=score_desc')).toEqual(['Dan', 'Ann', 'Cat', 'Eve', 'Bob']);

    // Reviewed before the profile was complete (no skills yet): found with it once it is.
    const fay = await createFreelancerWithProfile(ctx.db.db, { name: 'Fay', skillIds: [] });
    await publish(fay.id, { score: 100, rating: 5, reviews: 2 });
    expect(await names('sort=score_desc')).not.toContain('Fay');
    await writeProfile(ctx.db.db, fay.id, { skillIds: [catalog.skills.Figma!] });
    const rows = (await search('sort=score_desc')).data;
    expect(rows[0]).toMatchObject({ name: 'Fay', reputation: { score: 100, rating: 5, reviews: 2 } });
  });

  it("keeps a client's reputation out of Find Talent", async () => {
    await publish(ids.Eve!, { score: 100, rating: 5, reviews: 9 }, 'client');
    expect((await names('sort=score_desc')).at(-2)).toBe('Eve');
  });
});
