import type { CreateJobRequest, JobDetail } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { jobBody, postJob, setListed } from '../../../test/job-factories';
import { as, catalog, client, ctx, freelancer, setUpClientJobs } from './client-jobs.fixture';

setUpClientJobs();

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
