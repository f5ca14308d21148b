import type { CreateJobRequest, JobSummary } from '@skillora/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, createCatalog, DESCRIPTION, postJob } from '../../../test/job-factories';
import { countQueries } from '../../../test/query-counter';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let client: string;
const ids: Record<string, string> = {};

const search = async (query = '', cookie?: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs${query}`,
    headers: cookie ? { cookie } : {},
  });
  return res;
};
const titles = async (query: string) => (await search(query)).json().data.map((j: JobSummary) => j.title);

/**
 * The board this file searches, posted oldest first. Texts are chosen so each filter and the
 * relevance order have one clear right answer.
 */
const BOARD: Array<[string, (c: Catalog) => Partial<CreateJobRequest>]> = [
  [
    'Kubernetes cluster setup',
    (c) => ({
      categoryId: c.categories['Web Development']!,
      skillIds: [c.skills['Node.js']!],
      budget: { type: 'fixed', amountCents: 300_000 },
      experienceLevel: 'expert',
    }),
  ],
  [
    'Logo for a bakery',
    (c) => ({
      categoryId: c.categories['Graphic Design']!,
      skillIds: [c.skills.Figma!],
      budget: { type: 'fixed', amountCents: 20_000 },
      experienceLevel: 'entry',
      description: `${DESCRIPTION} The designers should know print work.`,
    }),
  ],
  [
    'Online store speed fixes',
    (c) => ({
      categoryId: c.categories['Web Development']!,
      skillIds: [c.skills.React!, c.skills.TypeScript!],
      budget: { type: 'hourly', minRateCents: 4_000, maxRateCents: 7_000 },
      experienceLevel: 'intermediate',
      description: `${DESCRIPTION} Later we may move the servers to Kubernetes.`,
    }),
  ],
  [
    'Churn model in Python',
    (c) => ({
      categoryId: c.categories['Data Science']!,
      skillIds: [c.skills.Python!, c.skills.PostgreSQL!],
      budget: { type: 'hourly', minRateCents: 1_500, maxRateCents: 2_500 },
      experienceLevel: 'expert',
      description: `${DESCRIPTION} A landing page for the results would be nice.`,
    }),
  ],
];

beforeAll(async () => {
  // Jobs are published on the app's clock (ADR 041): a minute apart, so "newest" has one answer.
  const clock = createManualClock(new Date());
  ctx = await buildTestApp({}, { clock });
  catalog = await createCatalog(ctx.db.db);
  const owner = await createUser(ctx.db.db, { role: 'client' });
  client = (await loginAs(ctx.app, owner.email)).cookie;
  for (const [title, fields] of BOARD) {
    ids[title] = (await postJob(ctx.app, client, catalog, { title, ...fields(catalog) })).id;
    clock.advance(60_000);
  }
});
afterAll(async () => ctx.close());

describe('GET /api/jobs', () => {
  it('lists open jobs newest first, with category, skills, budget, excerpt and proposal count', async () => {
    const res = await search();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(body.data.map((j: JobSummary) => j.title)).toEqual(BOARD.map(([title]) => title).reverse());
    expect(body.data[0]).toEqual({
      id: ids['Churn model in Python'],
      title: 'Churn model in Python',
      excerpt: `${DESCRIPTION} A landing page for the results would be nice.`,
      category: { _id: catalog.categories['Data Science'], name: 'Data Science' },
      skills: [
        { _id: catalog.skills.PostgreSQL, name: 'PostgreSQL' },
        { _id: catalog.skills.Python, name: 'Python' },
      ],
      budget: { type: 'hourly', minRateCents: 1_500, maxRateCents: 2_500 },
      experienceLevel: 'expert',
      duration: '1_to_3_months',
      publishedAt: expect.any(String),
      proposalCount: 0,
      hiresNeeded: 1,
      hires: 0,
    });
  });

  it('ranks a title match above a description-only match, even when the latter is newer', async () => {
    expect(await titles('?q=kubernetes')).toEqual(['Kubernetes cluster setup', 'Online store speed fixes']);
  });

  it('finds skill names and stems words: "designer" finds "designers", "figma" finds the Figma skill', async () => {
    expect(await titles('?q=figma')).toEqual(['Logo for a bakery']);
    expect(await titles('?q=designer')).toEqual(['Logo for a bakery']);
  });

  it('understands web search syntax: quoted phrases, OR and -exclusions', async () => {
    expect(await titles('?q=%22landing+page%22')).toEqual(['Churn model in Python']);
    expect(await titles('?q=logo+or+churn')).toEqual(['Churn model in Python', 'Logo for a bakery']);
    expect(await titles('?q=kubernetes+-servers')).toEqual(['Kubernetes cluster setup']);
  });

  it('answers an empty page for words that match nothing or only stop words', async () => {
    expect((await search('?q=zyxwvut')).json()).toEqual({ data: [], total: 0, page: 1, pages: 1 });
    expect((await search('?q=the')).json().total).toBe(0);
  });

  it('filters by category, by any of the skills and by experience levels', async () => {
    expect(await titles(`?category=${catalog.categories['Graphic Design']}`)).toEqual(['Logo for a bakery']);
    const skills = [catalog.skills.Python, catalog.skills.Figma].join(',');
    expect(await titles(`?skills=${skills}`)).toEqual(['Churn model in Python', 'Logo for a bakery']);
    expect(await titles(`?skills=${catalog.skills.React}&skills=${catalog.skills.Figma}`)).toEqual([
      'Online store speed fixes',
      'Logo for a bakery',
    ]);
    expect(await titles('?experience=entry,intermediate')).toEqual([
      'Online store speed fixes',
      'Logo for a bakery',
    ]);
  });

  it('filters by budget type and by a budget range that the job budget overlaps', async () => {
    expect(await titles('?budgetType=hourly')).toEqual(['Churn model in Python', 'Online store speed fixes']);
    // $20–$45: meets the $15–$25 and the $40–$70 hourly ranges.
    expect(await titles('?budgetType=hourly&budgetMin=2000&budgetMax=4500')).toEqual([
      'Churn model in Python',
      'Online store speed fixes',
    ]);
    expect(await titles('?budgetType=hourly&budgetMin=3000')).toEqual(['Online store speed fixes']);
    expect(await titles('?budgetType=fixed&budgetMin=100000')).toEqual(['Kubernetes cluster setup']);
    expect(await titles('?budgetType=fixed&budgetMax=100000')).toEqual(['Logo for a bakery']);
  });

  it('combines a search with filters', async () => {
    expect(
      await titles(`?q=kubernetes&category=${catalog.categories['Web Development']}&experience=intermediate`),
    ).toEqual(['Online store speed fixes']);
  });

  it('sorts by the top of the budget, high to low and low to high', async () => {
    expect(await titles('?sort=budget_desc')).toEqual([
      'Kubernetes cluster setup',
      'Logo for a bakery',
      'Online store speed fixes',
      'Churn model in Python',
    ]);
    expect(await titles('?sort=budget_asc')).toEqual([
      'Churn model in Python',
      'Online store speed fixes',
      'Logo for a bakery',
      'Kubernetes cluster setup',
    ]);
    // A search sorted by newest ignores the relevance order.
    expect(await titles('?q=kubernetes&sort=newest')).toEqual([
      'Online store speed fixes',
      'Kubernetes cluster setup',
    ]);
  });

  it('pages on the server: total and pages count every match, a page past the end is empty', async () => {
    const page2 = (await search('?limit=3&page=2')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(page2.data.map((j: JobSummary) => j.title)).toEqual(['Kubernetes cluster setup']);
    expect((await search('?limit=3&page=9')).json()).toMatchObject({ data: [], total: 4, pages: 2 });
  });

  it('ignores blank parameters, as a submitted empty form sends them', async () => {
    const res = await search('?q=&category=&skills=&budgetType=&budgetMin=&sort=');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
  });

  it.each([
    ['?sort=cheapest', 'Sort must be relevance, newest, budget_desc or budget_asc'],
    ['?budgetMin=5000&budgetMax=100', 'Minimum budget must not be more than the maximum'],
    ['?budgetMin=-1', 'Minimum budget must not be negative'],
    ['?limit=51', 'Limit must be at most 50'],
    ['?page=0', 'Page must be at least 1'],
    ['?category=web', 'Category is not valid'],
    ['?experience=guru', 'Experience level is not valid'],
    [`?q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('tells a signed-in freelancer which jobs they saved, and nobody else', async () => {
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const cookie = (await loginAs(ctx.app, freelancer.email)).cookie;
    const saved = ids['Logo for a bakery']!;
    await ctx.app.inject({ method: 'PUT', url: `/api/freelancer/saved-jobs/${saved}`, headers: { cookie } });
    const rows = (await search('', cookie)).json().data as JobSummary[];
    expect(rows.map((j) => [j.id, j.isSaved])).toEqual(
      BOARD.map(([title]) => [ids[title], ids[title] === saved]).reverse(),
    );
    expect((await search('')).json().data[0]).not.toHaveProperty('isSaved');
    expect((await search('', client)).json().data[0]).not.toHaveProperty('isSaved');
  });

  it('answers in one statement when ranked and two otherwise, plus the names and counts of a page from the catalog and proposals, whatever the page size (no query per row)', async () => {
    const cases: Array<[string, number, number]> = [
      ['?limit=50', 4, 4],
      [`?skills=${catalog.skills.React}&sort=budget_asc`, 4, 1],
      ['?q=kubernetes&limit=50', 3, 2],
      ['?q=kubernetes&page=2&limit=1', 3, 2],
      ['?q=kubernetes&sort=newest', 4, 2],
      // Past the last page no row carries the total, so it is counted apart; no row, nothing to name.
      ['?q=kubernetes&page=3&limit=1', 2, 2],
    ];
    for (const [query, statements, total] of cases) {
      const { result, queries } = await countQueries(ctx, () => search(query));
      expect(result.json().total, query).toBe(total);
      expect(queries, query).toBe(statements);
    }
  });

  it('adds only the session lookup for a signed-in freelancer: five statements at most', async () => {
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const cookie = (await loginAs(ctx.app, freelancer.email)).cookie;
    for (const [query, statements] of [
      ['?q=react&sort=newest', 5],
      ['?q=react', 4],
      ['?limit=50', 5],
    ] as const) {
      const { result, queries } = await countQueries(ctx, () => search(query, cookie));
      expect(result.statusCode, query).toBe(200);
      expect(queries, query).toBe(statements);
    }
  });
});
