import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { type Catalog, openJobMarket, postJob } from '../../../test/job-factories';
import { anyWordQuery } from '../../lib/search-sql';
import { createJobCandidatesRepository } from './job-candidates.repository';
import { jobs } from './schema';

const DAY_MS = 24 * 3_600_000;
let ctx: TestContext;
let catalog: Catalog;
const titles = new Map<string, string>();
let clientCookie: string;

beforeAll(async () => {
  const market = await openJobMarket();
  ({ ctx, catalog } = market);
  clientCookie = market.client;
  const { React, TypeScript, Figma, Python } = catalog.skills as Record<string, string>;
  const category = catalog.categories as Record<string, string>;
  const job = async (
    key: string,
    daysAgo: number,
    fields: { title: string; description?: string; skillIds: string[]; categoryId: string },
    status: 'open' | 'closed' = 'open',
  ) => {
    const posted = await postJob(ctx.app, market.client, catalog, {
      description: 'A piece of work for a freelancer, paid on delivery, with weekly calls.',
      ...fields,
    });
    await ctx.db.db
      .update(jobs)
      .set({ publishedAt: new Date(Date.now() - daysAgo * DAY_MS), status })
      .where(eq(jobs.id, posted.id));
    titles.set(posted.title, key);
  };
  const web = category['Web Development']!;
  const design = category['Graphic Design']!;
  // Sharing a skill, newest first: the pool of three is react1, react2 and both; the two best of
  // those are both (two skills) and react1 (newest). bothOld shares more but is not among the newest.
  await job('react1', 1, { title: 'Shop front', skillIds: [React!], categoryId: web });
  await job('react2', 2, { title: 'Booking form', skillIds: [React!], categoryId: web });
  await job('both', 3, { title: 'Admin panel', skillIds: [TypeScript!, React!], categoryId: web });
  await job('react4', 4, { title: 'Landing page', skillIds: [React!], categoryId: web });
  await job('bothOld', 30, { title: 'Control panel', skillIds: [React!, TypeScript!], categoryId: web });
  // Closed: never a candidate, however well it matches.
  await job(
    'closed',
    0,
    { title: 'Analytics dashboard, urgent', skillIds: [React!, TypeScript!], categoryId: web },
    'closed',
  );
  // The title's words, newest first: the pool is words1, words2 and words3; the two best ranked of
  // those are words1 (both words in its title) and words2 (one); words3 says one only in its text.
  await job('words1', 5, { title: 'Analytics dashboard for sales', skillIds: [Figma!], categoryId: design });
  await job('words2', 6, { title: 'Sales dashboard', skillIds: [Figma!], categoryId: design });
  await job('words3', 7, {
    title: 'Quarterly report',
    description: 'A quarterly report with analytics for the board, paid on delivery.',
    skillIds: [Figma!],
    categoryId: design,
  });
  await job('wordsOld', 40, { title: 'Analytics dashboard', skillIds: [Figma!], categoryId: design });
  // The category's newest only.
  const data = category['Data Science']!;
  await job('category1', 8, { title: 'Statistics model', skillIds: [Python!], categoryId: data });
  await job('category2', 9, { title: 'Forecast model', skillIds: [Python!], categoryId: data });
});

afterAll(async () => {
  await ctx?.close();
});

describe('jobCandidates.candidatesFor', () => {
  const wanted = () => {
    const { React, TypeScript } = catalog.skills as Record<string, string>;
    return {
      skillIds: [React!, TypeScript!],
      words: anyWordQuery(['analytics', 'dashboard', 'react', 'charts']),
      titleWords: anyWordQuery(['analytics', 'dashboard']),
      categoryId: catalog.categories['Data Science']!,
      pool: { skills: 3, text: 3 },
      limit: 2,
      categoryLimit: 1,
    };
  };
  const keys = (rows: Array<{ title: string }>) => rows.map((row) => titles.get(row.title));

  it('keeps the best of the newest of each branch: most shared skills, best text rank, newest first', async () => {
    const rows = await createJobCandidatesRepository(ctx.db.db).candidatesFor(wanted());
    expect(keys(rows)).toEqual(['both', 'react1', 'words1', 'words2', 'category1']);
  });

  it('looks only at jobs published since a date (the weekly mail)', async () => {
    const rows = await createJobCandidatesRepository(ctx.db.db).candidatesFor({
      ...wanted(),
      publishedSince: new Date(Date.now() - 2.5 * DAY_MS),
    });
    expect(keys(rows)).toEqual(['react1', 'react2']);
  });
});

describe('jobCandidates.similarTo', () => {
  const similar = async (wanted: { skillIds?: string[]; words?: string[]; hiredPool?: number }) => {
    const rows = await createJobCandidatesRepository(ctx.db.db).similarTo({
      skillIds: wanted.skillIds ?? [],
      words: wanted.words ? anyWordQuery(wanted.words) : null,
      pool: 3,
      hiredPool: wanted.hiredPool,
      limit: 10,
    });
    const byId = new Map(
      (await ctx.db.db.select({ id: jobs.id, title: jobs.title }).from(jobs)).map((j) => [j.id, j.title]),
    );
    return rows.map((row) => titles.get(byId.get(row.id)!) ?? byId.get(row.id));
  };

  it('ranks only the newest pool sharing a skill, closed jobs included, most shared skills first', async () => {
    const { React, TypeScript } = catalog.skills as Record<string, string>;
    expect(await similar({ skillIds: [React!, TypeScript!] })).toEqual(['closed', 'react1', 'react2']);
  });

  it('ranks only the newest pool sharing a word, never a draft', async () => {
    await postJob(ctx.app, clientCookie, catalog, { title: 'Dashboard draft', publish: false });
    expect((await similar({ words: ['dashboard'] })).sort()).toEqual(['closed', 'words1', 'words2']);
  });

  it('with a hired pool, adds the newest similar jobs that hired, however old', async () => {
    const { React, TypeScript } = catalog.skills as Record<string, string>;
    await ctx.db.db.update(jobs).set({ hires: 1 }).where(eq(jobs.title, 'Control panel'));
    expect(await similar({ skillIds: [React!, TypeScript!] })).toEqual(['closed', 'react1', 'react2']);
    expect(await similar({ skillIds: [React!, TypeScript!], hiredPool: 1 })).toEqual([
      'closed',
      'bothOld',
      'react1',
      'react2',
    ]);
  });
});
