import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { createFreelancerWithProfile } from '../../../test/talent-factories';
import { anyWordQuery } from '../../lib/search-sql';
import { createTalentCandidatesRepository } from './talent-candidates.repository';

let ctx: TestContext;
let catalog: Catalog;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  const { React, TypeScript, Figma, Python } = catalog.skills as Record<string, string>;
  const person = async (key: string, fields: Parameters<typeof createFreelancerWithProfile>[1]) => {
    ids[key] = (
      await createFreelancerWithProfile(ctx.db.db, { name: key, overview: 'Freelancer.', ...fields })
    ).id;
  };
  // More people share a skill than the cap lets through; the two with both skills are the best.
  for (const n of [1, 2, 3, 4, 5, 6])
    await person(`react${n}`, { title: 'Web developer', skillIds: [React!] });
  await person('both1', { title: 'Web developer', skillIds: [React!, TypeScript!] });
  await person('both2', { title: 'Web developer', skillIds: [TypeScript!, React!] });
  // Reached only through the title's words, or only through the category.
  await person('words', { title: 'Analytics dashboard builder', skillIds: [Figma!] });
  await person('category', {
    title: 'Statistician',
    skillIds: [Python!],
    categoryId: catalog.categories['Web Development']!,
  });
});

afterAll(async () => {
  await ctx?.close();
});

describe('talentCandidates.candidatesFor', () => {
  it('caps each branch and keeps the best of each, most shared skills first', async () => {
    const { React, TypeScript } = catalog.skills as Record<string, string>;
    const candidates = await createTalentCandidatesRepository(ctx.db.db).candidatesFor({
      skillIds: [React!, TypeScript!],
      words: anyWordQuery(['analytics', 'dashboard', 'react', 'charts']),
      titleWords: anyWordQuery(['analytics', 'dashboard']),
      categoryId: catalog.categories['Web Development']!,
      excludeIds: [ids.both2!],
      limit: 2,
      categoryLimit: 1,
    });
    const names = candidates.map((c) => c.name);
    // Skills: both1 and one of the React-only people (both2 is excluded); words; category.
    expect(names).toHaveLength(4);
    expect(names[0]).toBe('both1');
    expect(names[1]).toMatch(/^react\d$/);
    expect(names.slice(2).sort()).toEqual(['category', 'words']);
  });
});
