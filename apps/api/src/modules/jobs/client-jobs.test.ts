import type { CreateJobRequest, JobDetail } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import {
  type Catalog,
  createCatalog,
  jobBody,
  postJob,
  sendProposal,
  setListed,
} from '../../../test/job-factories';

let ctx: TestContext;
let catalog: Catalog;
let client: string;
let otherClient: string;
let freelancer: string;

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function signIn(role: 'client' | 'freelancer') {
  const user = await createUser(ctx.db.db, { role });
  return (await loginAs(ctx.app, user.email)).cookie;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  [client, otherClient, freelancer] = [
    await signIn('client'),
    await signIn('client'),
    await signIn('freelancer'),
  ];
});
afterAll(async () => ctx.close());

describe('Save as draft needs only a title (issue 12)', () => {
  it('saves a draft with only a title; what is missing reads as not chosen yet', async () => {
    const res = await as(client, 'POST', '/api/client/jobs', { title: 'Logo for a bakery' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Draft saved',
      data: {
        title: 'Logo for a bakery',
        status: 'draft',
        description: '',
        category: null,
        skills: [],
        budget: null,
        experienceLevel: null,
        duration: null,
        publishedAt: null,
      },
    });
    const mine = await as(client, 'GET', '/api/client/jobs?status=draft');
    expect(mine.json().data).toContainEqual(
      expect.objectContaining({ id: res.json().data.id, category: null, budget: null }),
    );
  });

  it('still needs a valid title, and checks what a draft does give', async () => {
    const noTitle = await as(client, 'POST', '/api/client/jobs', { description: 'Only words' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ error: 'Title is required' });
    const badBudget = await as(client, 'POST', '/api/client/jobs', {
      title: 'Logo for a bakery',
      budget: { type: 'fixed', amountCents: 499 },
    });
    expect(badBudget.json()).toEqual({ error: 'Enter an amount of at least $5' });
  });

  it('publishing an incomplete draft answers 400 with the form’s text; completed, it publishes', async () => {
    const draft = (await as(client, 'POST', '/api/client/jobs', { title: 'Menu design for a cafe' })).json()
      .data;
    const early = await as(client, 'POST', `/api/client/jobs/${draft.id}/publish`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/^Description must be at least \d+ characters$/);
    const { title: _t, ...rest } = jobBody(catalog);
    const noCategory = await as(client, 'PUT', `/api/client/jobs/${draft.id}`, {
      ...rest,
      title: 'Menu design for a cafe',
      categoryId: undefined,
    });
    expect(noCategory.statusCode).toBe(200);
    const stillEarly = await as(client, 'POST', `/api/client/jobs/${draft.id}/publish`);
    expect(stillEarly.json()).toEqual({ error: 'Choose a category' });
    await as(client, 'PUT', `/api/client/jobs/${draft.id}`, { ...rest, title: 'Menu design for a cafe' });
    const published = await as(client, 'POST', `/api/client/jobs/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Job published', data: { status: 'open' } });
  });

  it('a published job must stay complete when edited', async () => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await as(client, 'PUT', `/api/client/jobs/${job.id}`, {
      ...jobBody(catalog),
      duration: undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Choose an expected duration' });
  });

  it('the database refuses a job that is not a draft without every field', async () => {
    const draft = (await as(client, 'POST', '/api/client/jobs', { title: 'A draft forced open' })).json()
      .data;
    await expect(
      ctx.db.db.execute(sql`update jobs set status = 'open', published_at = now() where id = ${draft.id}`),
    ).rejects.toThrow();
  });
});

describe('POST /api/client/jobs', () => {
  it('saves a draft by default, with its skills sorted by name and the budget in cents', async () => {
    const { React, TypeScript } = catalog.skills;
    const res = await as(
      client,
      'POST',
      '/api/client/jobs',
      jobBody(catalog, { skillIds: [TypeScript!, React!] }),
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json<{ data: JobDetail; message: string }>();
    expect(message).toBe('Draft saved');
    expect(data).toMatchObject({
      title: 'Build a marketing website',
      status: 'draft',
      isListed: true,
      publishedAt: null,
      category: { _id: catalog.categories['Web Development'], name: 'Web Development' },
      skills: [
        { _id: React, name: 'React' },
        { _id: TypeScript, name: 'TypeScript' },
      ],
      budget: { type: 'fixed', amountCents: 150_000 },
      experienceLevel: 'intermediate',
      duration: '1_to_3_months',
      proposalCount: 0,
      client: { name: 'Test User' },
    });
  });

  it('publishes at once with publish: true and keeps an hourly rate range', async () => {
    const budget = { type: 'hourly' as const, minRateCents: 2500, maxRateCents: 4500 };
    const res = await as(client, 'POST', '/api/client/jobs', jobBody(catalog, { publish: true, budget }));
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json<{ data: JobDetail; message: string }>();
    expect(message).toBe('Job published');
    expect(data.status).toBe('open');
    expect(data.budget).toEqual(budget);
    expect(Date.parse(data.publishedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the line breaks of a plain-text description and trims the ends', async () => {
    const description = `  First paragraph about the work we need done.\r\n\r\nSecond paragraph with the details.  `;
    const job = await postJob(ctx.app, client, catalog, { description });
    expect(job.description).toBe(
      'First paragraph about the work we need done.\n\nSecond paragraph with the details.',
    );
  });

  const tooManySkills = () => Array.from({ length: 11 }, () => crypto.randomUUID());
  it.each<[string, () => Partial<CreateJobRequest> | Record<string, unknown>, string]>([
    ['a short title', () => ({ title: 'Logo' }), 'Title must be at least 5 characters'],
    ['a blank title', () => ({ title: '      ' }), 'Title must be at least 5 characters'],
    ['a long title', () => ({ title: 'x'.repeat(121) }), 'Title must be at most 120 characters'],
    [
      'a short description',
      () => ({ description: 'Too short.' }),
      'Description must be at least 50 characters',
    ],
    [
      'a long description',
      () => ({ description: 'x'.repeat(5001) }),
      'Description must be at most 5,000 characters',
    ],
    ['no category', () => ({ categoryId: undefined }), 'Choose a category'],
    ['no skills', () => ({ skillIds: [] }), 'Choose at least 1 skill'],
    ['11 skills', () => ({ skillIds: tooManySkills() }), 'Choose at most 10 skills'],
    [
      'a skill twice',
      () => ({ skillIds: [catalog.skills.React!, catalog.skills.React!] }),
      'Each skill can be chosen only once',
    ],
    ['no budget', () => ({ budget: undefined }), 'Choose a fixed price or an hourly budget'],
    [
      'an unknown budget type',
      () => ({ budget: { type: 'weekly' } }),
      'Choose a fixed price or an hourly budget',
    ],
    [
      'a budget under $5',
      () => ({ budget: { type: 'fixed', amountCents: 499 } }),
      'Enter an amount of at least $5',
    ],
    [
      'a budget over $1,000,000',
      () => ({ budget: { type: 'fixed', amountCents: 100_000_001 } }),
      'Enter an amount of at most $1,000,000',
    ],
    [
      'fractions of a cent',
      () => ({ budget: { type: 'fixed', amountCents: 1000.5 } }),
      'Use at most two decimals',
    ],
    [
      'a budget in a string',
      () => ({ budget: { type: 'fixed', amountCents: '1000' } }),
      'Enter an amount in dollars, like 1500 or 1500.50',
    ],
    [
      'an hourly minimum above the maximum',
      () => ({ budget: { type: 'hourly', minRateCents: 5000, maxRateCents: 3000 } }),
      'Maximum hourly rate must be at least the minimum rate',
    ],
    [
      'an hourly rate over $999',
      () => ({ budget: { type: 'hourly', minRateCents: 5000, maxRateCents: 100_000 } }),
      'Enter an amount of at most $999',
    ],
    ['an unknown experience level', () => ({ experienceLevel: 'guru' }), 'Choose an experience level'],
    ['no duration', () => ({ duration: undefined }), 'Choose an expected duration'],
  ])('answers 400 for %s', async (_case, change, error) => {
    // Publishing checks every field (a draft needs only a title: see below).
    const res = await as(client, 'POST', '/api/client/jobs', {
      ...jobBody(catalog),
      ...change(),
      publish: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a category or skill that does not exist or is unlisted', async () => {
    const { Figma } = catalog.skills;
    const designCategory = catalog.categories['Graphic Design']!;
    await setListed(ctx.db.db, 'categories', [designCategory], false);
    await setListed(ctx.db.db, 'skills', [Figma!], false);
    try {
      const cases: Array<[Partial<CreateJobRequest>, string]> = [
        [{ categoryId: crypto.randomUUID() }, 'Choose a category from the list'],
        [{ categoryId: designCategory }, 'The category Graphic Design is no longer available'],
        [{ skillIds: [crypto.randomUUID()] }, 'Choose skills from the list'],
        [{ skillIds: [catalog.skills.React!, Figma!] }, 'The skill Figma is no longer available'],
      ];
      for (const [change, error] of cases) {
        const res = await as(client, 'POST', '/api/client/jobs', jobBody(catalog, change));
        expect(res.statusCode, error).toBe(400);
        expect(res.json()).toEqual({ error });
      }
    } finally {
      await setListed(ctx.db.db, 'categories', [designCategory], true);
      await setListed(ctx.db.db, 'skills', [Figma!], true);
    }
  });

  it('is for clients only: 401 without a session (before validating), 403 for a freelancer or a blocked client', async () => {
    expect((await as(undefined, 'POST', '/api/client/jobs', {})).statusCode).toBe(401);
    const asFreelancer = await as(freelancer, 'POST', '/api/client/jobs', jobBody(catalog));
    expect(asFreelancer.statusCode).toBe(403);
    const blocked = await createUser(ctx.db.db, { role: 'client' });
    const cookie = (await loginAs(ctx.app, blocked.email)).cookie;
    await setStatus(ctx.db.db, blocked.id, 'blocked');
    const res = await as(cookie, 'POST', '/api/client/jobs', jobBody(catalog));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
  });
});

describe('PUT /api/client/jobs/:id', () => {
  it('replaces what the client wrote, including the skills the search sees', async () => {
    const job = await postJob(ctx.app, client, catalog, { title: 'Original title here' });
    const { Python, PostgreSQL } = catalog.skills;
    const change = jobBody(catalog, {
      title: 'Data pipeline for a bakery',
      skillIds: [Python!, PostgreSQL!],
      budget: { type: 'hourly', minRateCents: 3000, maxRateCents: 6000 },
      experienceLevel: 'expert',
      duration: '3_to_6_months',
    });
    const res = await as(client, 'PUT', `/api/client/jobs/${job.id}`, change);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Job updated');
    expect(res.json().data).toMatchObject({
      title: 'Data pipeline for a bakery',
      skills: [{ name: 'PostgreSQL' }, { name: 'Python' }],
      budget: { type: 'hourly', minRateCents: 3000, maxRateCents: 6000 },
      experienceLevel: 'expert',
      duration: '3_to_6_months',
      status: 'open',
    });
    const found = await as(undefined, 'GET', '/api/jobs?q=postgresql');
    expect(found.json().data.map((j: JobDetail) => j.id)).toContain(job.id);
  });

  it("answers 404 for another client's job and leaves it unchanged", async () => {
    const job = await postJob(ctx.app, client, catalog);
    const res = await as(
      otherClient,
      'PUT',
      `/api/client/jobs/${job.id}`,
      jobBody(catalog, { title: 'Hijacked!' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Job not found' });
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.title).toBe(job.title);
  });

  it('answers 409 for a closed job, and 404 for an id that is not a uuid', async () => {
    const job = await postJob(ctx.app, client, catalog);
    await as(client, 'POST', `/api/client/jobs/${job.id}/close`);
    const res = await as(client, 'PUT', `/api/client/jobs/${job.id}`, jobBody(catalog));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'A closed job cannot be edited. Reopen it first.' });
    expect((await as(client, 'PUT', '/api/client/jobs/not-a-uuid', jobBody(catalog))).statusCode).toBe(404);
  });
});

describe('publish, close and reopen', () => {
  it('moves a job draft → open → closed → open, keeping the first publication date', async () => {
    const res = await as(client, 'POST', '/api/client/jobs', jobBody(catalog));
    const draft = res.json<{ data: JobDetail }>().data;
    const published = await as(client, 'POST', `/api/client/jobs/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: 'Job published', data: { status: 'open' } });
    const publishedAt = published.json().data.publishedAt;
    expect(publishedAt).not.toBeNull();

    const closed = await as(client, 'POST', `/api/client/jobs/${draft.id}/close`);
    expect(closed.json()).toMatchObject({ message: 'Job closed', data: { status: 'closed', publishedAt } });
    const reopened = await as(client, 'POST', `/api/client/jobs/${draft.id}/reopen`);
    expect(reopened.json()).toMatchObject({ message: 'Job reopened', data: { status: 'open', publishedAt } });
  });

  it.each([
    ['publish', 'open', 'This job is already published'],
    ['reopen', 'open', 'This job is already open'],
    ['close', 'draft', 'A draft cannot be closed; it is not published'],
    ['reopen', 'draft', 'A draft is published, not reopened'],
    ['close', 'closed', 'This job is already closed'],
    ['publish', 'closed', 'This job is closed; reopen it instead'],
  ])('answers 409 to %s on a job that is %s', async (action, status, error) => {
    const job = await postJob(ctx.app, client, catalog, { publish: status !== 'draft' });
    if (status === 'closed') await as(client, 'POST', `/api/client/jobs/${job.id}/close`);
    const res = await as(client, 'POST', `/api/client/jobs/${job.id}/${action}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error });
  });

  it("answers 404 for another client's job and for no job at all", async () => {
    const job = await postJob(ctx.app, client, catalog);
    for (const action of ['publish', 'close', 'reopen']) {
      expect((await as(otherClient, 'POST', `/api/client/jobs/${job.id}/${action}`)).statusCode).toBe(404);
      expect((await as(client, 'POST', `/api/client/jobs/${crypto.randomUUID()}/${action}`)).statusCode).toBe(
        404,
      );
    }
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.status).toBe('open');
  });
});

describe('GET /api/client/jobs', () => {
  it('lists only my jobs, newest first, with proposal counts, a status filter and pages', async () => {
    const me = await signIn('client');
    const first = await postJob(ctx.app, me, catalog, { title: 'First job of mine' });
    const draft = (
      await as(me, 'POST', '/api/client/jobs', jobBody(catalog, { title: 'My draft job' }))
    ).json().data;
    const third = await postJob(ctx.app, me, catalog, { title: 'Third job of mine' });
    await postJob(ctx.app, otherClient, catalog, { title: 'Not mine at all' });
    await sendProposal(ctx.app, freelancer, first.id);
    await sendProposal(ctx.app, await signIn('freelancer'), first.id);

    const all = await as(me, 'GET', '/api/client/jobs');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(all.json().data.map((j: JobDetail) => [j.title, j.status, j.proposalCount])).toEqual([
      ['Third job of mine', 'open', 0],
      ['My draft job', 'draft', 0],
      ['First job of mine', 'open', 2],
    ]);

    const drafts = await as(me, 'GET', '/api/client/jobs?status=draft');
    expect(drafts.json().data.map((j: JobDetail) => j.id)).toEqual([draft.id]);
    const page2 = await as(me, 'GET', '/api/client/jobs?limit=2&page=2');
    expect(page2.json()).toMatchObject({ total: 3, page: 2, pages: 2, data: [{ id: first.id }] });
    expect(third.id).toBe(all.json().data[0].id);
  });

  it("answers a client's own job and 404 for another's", async () => {
    const job = await postJob(ctx.app, client, catalog);
    expect((await as(client, 'GET', `/api/client/jobs/${job.id}`)).json().data.id).toBe(job.id);
    const res = await as(otherClient, 'GET', `/api/client/jobs/${job.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Job not found' });
  });

  it('answers 400 for a status that does not exist', async () => {
    const res = await as(client, 'GET', '/api/client/jobs?status=archived');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Status must be draft, open or closed' });
  });
});
