import type { FreelancerSummary, GetFreelancersResponse } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SEARCHES_READ_THROUGH, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import { countQueries } from '../../../test/query-counter';
import { changeUnderTalent, createFreelancerWithProfile, writeProfile } from '../../../test/talent-factories';

let ctx: TestContext;
let catalog: Catalog;
const ids: Record<string, string> = {};

const search = async (query = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/freelancers${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GetFreelancersResponse>();
};
const names = async (query = '') => (await search(query)).data.map((f: FreelancerSummary) => f.name);
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  ctx = await buildTestApp(SEARCHES_READ_THROUGH);
  catalog = await createCatalog(ctx.db.db);
  const { categories: cat, skills: sk } = catalog;
  const db = ctx.db.db;
  // key, name, title, overview, hourly rate, country, category, skills; joined a day apart
  const findable = [
    [
      'ada',
      'Ada Front',
      'React developer for dashboards',
      'Ten years of building single-page applications.\n\nI care about accessibility.',
      6_000,
      'US',
      'Web Development',
      ['React', 'TypeScript'],
    ],
    [
      'ben',
      'Ben Brand',
      'Logo and brand designer',
      'I design logos, brand books and packaging for start-ups.',
      3_000,
      'GB',
      'Graphic Design',
      ['Figma'],
    ],
    [
      'cyd',
      'Cyd Data',
      'Data scientist',
      'Forecasting with Python; I also wire results into React dashboards.',
      9_000,
      'DE',
      'Data Science',
      ['Python', 'PostgreSQL'],
    ],
  ] as const;
  for (const [
    index,
    [key, name, title, overview, hourlyRateCents, country, category, skills],
  ] of findable.entries()) {
    const person = await createFreelancerWithProfile(db, {
      name,
      title,
      overview,
      hourlyRateCents,
      country,
      categoryId: cat[category]!,
      skillIds: skills.map((skill) => sk[skill]!),
      memberSince: day(index + 1),
    });
    ids[key] = person.id;
  }
  // Not findable: no overview; no skills; no rate; blocked.
  await createFreelancerWithProfile(db, {
    name: 'No Overview',
    title: 'React developer',
    overview: '',
    skillIds: [sk.React!],
  });
  await createFreelancerWithProfile(db, { name: 'No Skills', title: 'React developer', skillIds: [] });
  await createFreelancerWithProfile(db, {
    name: 'No Rate',
    title: 'React developer',
    hourlyRateCents: null,
    skillIds: [sk.React!],
  });
  await createFreelancerWithProfile(db, {
    name: 'Blocked Person',
    title: 'React developer',
    skillIds: [sk.React!],
    status: 'blocked',
  });
});
afterAll(async () => ctx.close());

describe('GET /api/freelancers', () => {
  it('lists only active freelancers with a complete profile, newest first, with what a row shows', async () => {
    const page = await search();
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(page.data.map((f) => f.name)).toEqual(['Cyd Data', 'Ben Brand', 'Ada Front']);
    const ada = page.data[2]!;
    expect(ada).toEqual({
      id: ids.ada,
      name: 'Ada Front',
      photoUrl: null,
      title: 'React developer for dashboards',
      excerpt: 'Ten years of building single-page applications.\n\nI care about accessibility.',
      hourlyRateCents: 6_000,
      country: 'US',
      category: { _id: catalog.categories['Web Development'], name: 'Web Development' },
      skills: [
        { _id: catalog.skills.React, name: 'React' },
        { _id: catalog.skills.TypeScript, name: 'TypeScript' },
      ],
      memberSince: day(1).toISOString(),
      reputation: { score: null, rating: null, reviews: 0 },
    });
  });

  it('searches title, skills and overview, and ranks a title match above an overview match', async () => {
    expect(await names('q=react')).toEqual(['Ada Front', 'Cyd Data']);
    // A skill name only (Figma is no word of Ben's title or overview).
    expect(await names('q=figma')).toEqual(['Ben Brand']);
    // Stemming: "designers" finds "designer", "forecast" finds "Forecasting".
    expect(await names('q=designers')).toEqual(['Ben Brand']);
    expect(await names('q=forecast')).toEqual(['Cyd Data']);
    // Whatever is typed is valid: quotes, or, minus; stop words alone match nothing.
    expect(await names(`q=${encodeURIComponent('"brand books" or python')}`)).toEqual([
      'Ben Brand',
      'Cyd Data',
    ]);
    expect(await names(`q=${encodeURIComponent('react -python')}`)).toEqual(['Ada Front']);
    expect(await names('q=the')).toEqual([]);
    expect(await names('q=rust')).toEqual([]);
  });

  it('filters by category, any of the skills, rate range and country, all together', async () => {
    const { categories: cat, skills: sk } = catalog;
    expect(await names(`categoryId=${cat['Graphic Design']}`)).toEqual(['Ben Brand']);
    expect(await names(`skills=${sk.Figma},${sk.TypeScript}`)).toEqual(['Ben Brand', 'Ada Front']);
    expect(await names(`skills=${sk.Python}&skills=${sk.React}`)).toEqual(['Cyd Data', 'Ada Front']);
    expect(await names('minRateCents=3000&maxRateCents=6000')).toEqual(['Ben Brand', 'Ada Front']);
    expect(await names('minRateCents=6001')).toEqual(['Cyd Data']);
    expect(await names('maxRateCents=2999')).toEqual([]);
    expect(await names('country=de')).toEqual(['Cyd Data']);
    expect(await names(`q=react&country=US&categoryId=${cat['Web Development']}`)).toEqual(['Ada Front']);
    // Blank values are "not given", as a form sends them.
    expect(await names('q=&categoryId=&skills=&country=&minRateCents=&sort=')).toHaveLength(3);
  });

  it('sorts by best match, rate low and high, and newest', async () => {
    expect(await names('sort=rate_asc')).toEqual(['Ben Brand', 'Ada Front', 'Cyd Data']);
    expect(await names('sort=rate_desc')).toEqual(['Cyd Data', 'Ada Front', 'Ben Brand']);
    expect(await names('sort=newest')).toEqual(['Cyd Data', 'Ben Brand', 'Ada Front']);
    expect(await names('q=react&sort=newest')).toEqual(['Cyd Data', 'Ada Front']);
    expect(await names('q=react&sort=rate_asc')).toEqual(['Ada Front', 'Cyd Data']);
    // Best match without words has nothing to rank: newest.
    expect(await names('sort=best_match')).toEqual(['Cyd Data', 'Ben Brand', 'Ada Front']);
  });

  it('pages with a total; a page past the end is empty but keeps the total', async () => {
    expect(await search('limit=2')).toMatchObject({ total: 3, page: 1, pages: 2 });
    const second = await search('limit=2&page=2');
    expect(second.data.map((f) => f.name)).toEqual(['Ada Front']);
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(await search('q=react&limit=1&page=5')).toMatchObject({ data: [], total: 2, pages: 2 });
    expect(await search('limit=2&page=9')).toMatchObject({ data: [], total: 3, pages: 2 });
  });

  it('answers one page in at most two statements (the page and its count)', async () => {
    const counted = await countQueries(ctx, () => search(`q=react&sort=best_match`));
    expect(counted.queries).toBe(1);
    const filtered = await countQueries(ctx, () => search('sort=rate_asc&country=US'));
    expect(filtered.queries).toBe(2);
  });

  it('refuses bad filters with a 400 and a clear text', async () => {
    const cases: Array<[string, string]> = [
      ['categoryId=nope', 'Category is not valid'],
      ['skills=nope', 'Skills are not valid'],
      ['minRateCents=-1', 'Minimum rate must not be negative'],
      ['minRateCents=ten', 'Minimum rate must be a number of cents'],
      ['minRateCents=5000&maxRateCents=100', 'Minimum rate must not be more than the maximum'],
      ['country=USA', 'Country must be a two-letter country code'],
      ['sort=cheapest', 'Sort must be best_match, rate_asc, rate_desc, newest, rating_desc or score_desc'],
      ['minRating=6', 'Rating must be from 1 to 5 stars'],
      ['minRating=4.5', 'Rating must be a whole number of stars'],
      ['page=0', 'Page must be at least 1'],
      [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
    ];
    for (const [query, error] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/freelancers?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(error);
    }
  });

  it('follows profile changes, blocking and skill renames at once', async () => {
    const db = ctx.db.db;
    const eve = await createFreelancerWithProfile(db, {
      name: 'Eve Later',
      title: 'Technical writer',
      overview: 'Docs people read.',
      skillIds: [catalog.skills['Node.js']!],
    });
    expect(await names('q=writer')).toEqual(['Eve Later']);
    // An emptied overview makes the profile incomplete: gone from search.
    await writeProfile(db, eve.id, { overview: '' });
    expect(await names('q=writer')).toEqual([]);
    await writeProfile(db, eve.id, { overview: 'Docs people read.', hourlyRateCents: 4_200 });
    expect((await search('q=writer')).data[0]?.hourlyRateCents).toBe(4_200);
    // Blocked: gone; unblocked: back.
    await setStatus(db, eve.id, 'blocked');
    expect(await names('q=writer')).toEqual([]);
    await setStatus(db, eve.id, 'active');
    expect(await names('q=writer')).toEqual(['Eve Later']);
    // A renamed skill is searchable by its new name.
    await changeUnderTalent.renameSkill(db, catalog.skills['Node.js']!, 'Deno');
    expect(await names('q=deno')).toEqual(['Eve Later']);
    // Removing the profile (account deletion) removes the row.
    await changeUnderTalent.removeProfile(db, eve.id);
    expect(await names('q=writer')).toEqual([]);
    await changeUnderTalent.removeUser(db, eve.id);
  });

  it('shows a new name, photo, category name or skill name on the row at once', async () => {
    const db = ctx.db.db;
    const own = await createCatalog(db, { categories: ['Mobile Development'], skills: ['Swift'] });
    const [categoryId, skillId] = [own.categories['Mobile Development']!, own.skills.Swift!];
    const fay = await createFreelancerWithProfile(db, {
      name: 'Fay Mobile',
      title: 'iOS engineer',
      overview: 'Native apps that feel at home.',
      categoryId,
      skillIds: [skillId],
    });
    await changeUnderTalent.renameUser(db, fay.id, 'Fay Native', '/api/files/fay');
    await changeUnderTalent.renameCategory(db, categoryId, 'Mobile Apps');
    await changeUnderTalent.renameSkill(db, skillId, 'SwiftUI');
    const [row] = (await search('q=ios')).data;
    expect(row).toMatchObject({
      id: fay.id,
      name: 'Fay Native',
      photoUrl: '/api/files/fay',
      category: { _id: categoryId, name: 'Mobile Apps' },
      skills: [{ _id: skillId, name: 'SwiftUI' }],
    });
    await changeUnderTalent.removeProfile(db, fay.id);
    await changeUnderTalent.removeUser(db, fay.id);
  });

  it('finds a profile saved through PUT /api/freelancer/profile at once, and loses it when emptied', async () => {
    const user = await createUser(ctx.db.db, { role: 'freelancer', name: 'Kim Kotlin' });
    const { cookie } = await loginAs(ctx.app, user.email);
    const save = (overrides: Parameters<typeof profileBody>[1]) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/freelancer/profile',
        headers: { cookie },
        payload: profileBody([catalog.skills.Python!], { title: 'Kotlin mentor', ...overrides }),
      });
    expect((await save({})).statusCode).toBe(200);
    const found = await search('q=kotlin');
    expect(found.data.map((f) => [f.name, f.title, f.country])).toEqual([
      ['Kim Kotlin', 'Kotlin mentor', 'DE'],
    ]);
    expect((await save({ overview: '' })).statusCode).toBe(200);
    expect(await names('q=kotlin')).toEqual([]);
  });
});

describe('GET /api/freelancers rate limit', () => {
  it('answers 429 past the per-address limit, like the public job search', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const get = () =>
        limited.app.inject({ method: 'GET', url: '/api/freelancers?q=react', remoteAddress: '10.9.8.7' });
      for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'Too many requests, please try again later' });
    } finally {
      await limited.close();
    }
  });
});
