import type { CreateJobRequest, JobDetail, Proposal, SubmitProposalRequest } from '@skillora/shared';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { categories, jobs, skills } from '../src/db/schema';
import { buildTestApp } from './build-test-app';
import { createUser, loginAs } from './factories';
import { completeProfile } from './profile-factories';

export type Catalog = { categories: Record<string, string>; skills: Record<string, string> };

/** Test databases are migrated but not seeded: each file inserts the catalog it needs. */
export async function createCatalog(
  db: Database,
  names: { categories: string[]; skills: string[] } = {
    categories: ['Web Development', 'Graphic Design', 'Data Science'],
    skills: ['React', 'TypeScript', 'Node.js', 'Python', 'Figma', 'PostgreSQL'],
  },
): Promise<Catalog> {
  const cats = await db
    .insert(categories)
    .values(names.categories.map((name) => ({ name })))
    .returning();
  const sks = await db
    .insert(skills)
    .values(names.skills.map((name) => ({ name })))
    .returning();
  return {
    categories: Object.fromEntries(cats.map((c) => [c.name, c.id])),
    skills: Object.fromEntries(sks.map((s) => [s.name, s.id])),
  };
}

export async function setListed(
  db: Database,
  table: 'categories' | 'skills',
  ids: string[],
  isListed: boolean,
) {
  const t = table === 'categories' ? categories : skills;
  await db
    .update(t)
    .set({ isListed })
    .where(ids.length === 1 ? eq(t.id, ids[0]!) : inArray(t.id, ids));
}

/**
 * A job changed straight in its table, as another instance's commit would change it: the instance under
 * test hears nothing of it (job search's cache tests).
 */
export const changeUnderJobSearch = {
  retitle: (db: Database, jobId: string, title: string) =>
    db.update(jobs).set({ title }).where(eq(jobs.id, jobId)),
  close: (db: Database, jobId: string) => db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, jobId)),
};

export const DESCRIPTION =
  'We need a clean, accessible marketing site with a blog, a contact form and a short onboarding tour.';

/** A valid job body naming the first category and skill of the catalog unless told otherwise. */
export function jobBody(catalog: Catalog, overrides: Partial<CreateJobRequest> = {}): CreateJobRequest {
  return {
    title: 'Build a marketing website',
    description: DESCRIPTION,
    categoryId: Object.values(catalog.categories)[0]!,
    skillIds: [Object.values(catalog.skills)[0]!],
    budget: { type: 'fixed', amountCents: 150_000 },
    experienceLevel: 'intermediate',
    duration: '1_to_3_months',
    ...overrides,
  };
}

/** Posts a job through the API as the given client and returns it (published unless `publish: false`). */
export async function postJob(
  app: App,
  cookie: string,
  catalog: Catalog,
  overrides: Partial<CreateJobRequest> = {},
): Promise<JobDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/client/jobs',
    headers: { cookie },
    payload: jobBody(catalog, { publish: true, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`posting a job failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: JobDetail }>().data;
}

export const COVER_LETTER =
  'I have built several sites like this one and can start on Monday. Here is how I would approach it.';

/** A valid proposal body unless told otherwise. */
export const proposalBody = (overrides: Partial<SubmitProposalRequest> = {}): SubmitProposalRequest => ({
  coverLetter: COVER_LETTER,
  bidCents: 140_000,
  duration: '1_to_3_months',
  ...overrides,
});

/** Sends a proposal through the API as the given freelancer (filling their profile first) and returns it. */
export async function sendProposal(
  app: App,
  cookie: string,
  jobId: string,
  overrides: Partial<SubmitProposalRequest> = {},
): Promise<Proposal> {
  await completeProfile(app, cookie);
  const res = await app.inject({
    method: 'POST',
    url: `/api/freelancer/jobs/${jobId}/proposals`,
    headers: { cookie },
    payload: proposalBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`sending a proposal failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Proposal }>().data;
}

/** A test app with the catalog and one signed-in client who posts the jobs. */
export async function openJobMarket() {
  const ctx = await buildTestApp();
  const catalog = await createCatalog(ctx.db.db);
  return { ctx, catalog, client: await signedIn(ctx.app, ctx.db.db, 'client') };
}

/** A new user of that role, signed in: their session cookie. */
export async function signedIn(app: App, db: Database, role: 'client' | 'freelancer') {
  const user = await createUser(db, { role });
  return (await loginAs(app, user.email)).cookie;
}
