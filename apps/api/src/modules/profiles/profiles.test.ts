import { PROFILE_FIELDS } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { call, makeContract, signIn } from '../../../test/contract-factories';
import { setStatus } from '../../../test/factories';
import { COVER_LETTER, postJob, setListed } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import { catalog, ctx, get, put, setUpProfiles, skill } from './profiles.fixture';

setUpProfiles();

describe('GET/PUT /api/freelancer/profile', () => {
  it('starts empty, tells what is missing, and refuses proposals until title, overview, skills and rate are there', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const fred = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Fred Fresh');
    const job = await postJob(ctx.app, client.cookie, catalog);
    const empty = await get('/api/freelancer/profile', fred);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({
      name: 'Fred Fresh',
      title: '',
      skills: [],
      completeness: { percent: 0, canPropose: false },
    });
    // An empty profile misses every field, in the order the page lists them.
    expect(empty.json().data.completeness.missing).toEqual([...PROFILE_FIELDS]);

    // The job page tells the freelancer before they write a proposal.
    expect((await get(`/api/jobs/${job.id}`, fred)).json().data.canPropose).toBe(false);
    const proposal = { coverLetter: COVER_LETTER, bidCents: 140_000, duration: '1_to_3_months' };
    const refused = await call(ctx.app, fred, 'POST', `/api/freelancer/jobs/${job.id}/proposals`, proposal);
    expect(refused).toEqual({
      status: 403,
      body: {
        error:
          'Complete your profile before sending proposals: add a professional title, an overview, skills, an hourly rate.',
      },
    });

    // Title and skills only: still refused, naming what is left.
    const partial = await put(fred, '/api/freelancer/profile', {
      ...profileBody([skill('React')]),
      overview: '',
      hourlyRateCents: null,
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.completeness.canPropose).toBe(false);
    const stillRefused = await call(
      ctx.app,
      fred,
      'POST',
      `/api/freelancer/jobs/${job.id}/proposals`,
      proposal,
    );
    expect(stillRefused.body.error).toBe(
      'Complete your profile before sending proposals: add an overview, an hourly rate.',
    );

    const saved = await put(fred, '/api/freelancer/profile', {
      ...profileBody([skill('TypeScript'), skill('React')]),
      primaryCategoryId: catalog.categories['Web Development'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Profile saved',
      data: {
        title: 'Full-stack web developer',
        skills: [
          { _id: skill('TypeScript'), name: 'TypeScript' },
          { _id: skill('React'), name: 'React' },
        ],
        primaryCategory: { name: 'Web Development' },
        hourlyRateCents: 6500,
        country: 'DE',
        timeZone: 'Europe/Berlin',
        languages: [{ name: 'English', level: 'fluent' }],
        completeness: { percent: 80, missing: ['photo', 'portfolio'], canPropose: true },
      },
    });
    expect((await get(`/api/jobs/${job.id}`, fred)).json().data.canPropose).toBe(true);
    const sent = await call(ctx.app, fred, 'POST', `/api/freelancer/jobs/${job.id}/proposals`, proposal);
    expect(sent.status).toBe(201);
  });

  it("does not count other freelancers' skills: with none of their own, the job page says they cannot propose", async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog);
    const skilled = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await put(skilled, '/api/freelancer/profile', profileBody([skill('React')]))).statusCode).toBe(
      200,
    );
    const unskilled = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const saved = await put(unskilled, '/api/freelancer/profile', profileBody([]));
    expect(saved.json().data.completeness.canPropose).toBe(false);
    expect((await get(`/api/jobs/${job.id}`, unskilled)).json().data.canPropose).toBe(false);
    expect((await get(`/api/jobs/${job.id}`, skilled)).json().data.canPropose).toBe(true);
  });

  it('checks every field and answers what is wrong as a 400', async () => {
    const fay = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const base = profileBody([skill('React')]);
    const sixteen = Array.from({ length: 16 }, () => crypto.randomUUID());
    const cases: [object, string][] = [
      [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
      [{ overview: 'x'.repeat(5001) }, 'Overview must be at most 5,000 characters'],
      [{ skillIds: sixteen }, 'Choose at most 15 skills'],
      [{ skillIds: [skill('React'), skill('React')] }, 'Each skill can be chosen only once'],
      [{ skillIds: [crypto.randomUUID()] }, 'Choose skills from the list'],
      [{ skillIds: ['not-a-uuid'] }, 'Choose skills from the list'],
      [{ primaryCategoryId: crypto.randomUUID() }, 'Choose a category from the list'],
      [{ hourlyRateCents: 299 }, 'Enter an amount of at least $3'],
      [{ hourlyRateCents: 99_901 }, 'Enter an amount of at most $999'],
      [{ hourlyRateCents: 12.5 }, 'Use at most two decimals'],
      [{ country: 'XX' }, 'Choose a country from the list'],
      [{ country: 'Germany' }, 'Choose a country from the list'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list'],
      [{ languages: [{ name: 'English', level: 'perfect' }] }, 'Choose a level for each language'],
      [
        {
          languages: [
            { name: 'English', level: 'fluent' },
            { name: 'english', level: 'native' },
          ],
        },
        'Each language can be listed only once',
      ],
      [
        { employment: [{ company: 'Acme', title: 'Dev', fromYear: 2020, toYear: 2019 }] },
        'The end year must not be before the start year',
      ],
      [{ education: [{ school: '', degree: 'BSc', fromYear: 2010, toYear: 2014 }] }, 'School is required'],
    ];
    for (const [change, message] of cases) {
      const res = await put(fay, '/api/freelancer/profile', { ...base, ...change });
      expect([res.statusCode, res.json().error], JSON.stringify(change)).toEqual([400, message]);
    }
    // The limits themselves are fine; a country is stored upper case.
    const atLimit = await put(fay, '/api/freelancer/profile', {
      ...base,
      title: 'x'.repeat(100),
      overview: `${'x'.repeat(4999)}\n`,
      country: 'br',
      timeZone: 'UTC',
    });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().data).toMatchObject({ country: 'BR', overview: 'x'.repeat(4999), timeZone: 'UTC' });
    // A skill unlisted after the freelancer chose it may stay; it cannot be newly chosen.
    await setListed(ctx.db.db, 'skills', [skill('React')], false);
    try {
      expect((await put(fay, '/api/freelancer/profile', base)).statusCode).toBe(200);
      const other = await signIn(ctx.app, ctx.db.db, 'freelancer');
      expect((await put(other, '/api/freelancer/profile', base)).json()).toEqual({
        error: 'Choose skills from the list',
      });
    } finally {
      await setListed(ctx.db.db, 'skills', [skill('React')], true);
    }
  });

  it('is for freelancers: a client gets 403, a visitor 401', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await get('/api/freelancer/profile', client)).statusCode).toBe(403);
    expect((await get('/api/freelancer/profile')).statusCode).toBe(401);
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await get('/api/client/profile', freelancer)).statusCode).toBe(403);
  });
});

describe('GET /api/freelancers/:id', () => {
  it('shows the public profile to anyone, with jobs completed and an earnings band; blocked users and clients are not found', async () => {
    const { client, freelancer } = await makeContract(ctx.app, ctx.db.db, catalog);
    const res = await get(`/api/freelancers/${freelancer.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      userId: freelancer.id,
      name: 'Fred Freelancer',
      title: 'Full-stack web developer',
      hourlyRateCents: 6500,
      skills: [{ _id: expect.any(String), name: expect.any(String) }],
      jobsCompleted: 0,
      earningsBand: 'none',
      memberSince: expect.any(String),
    });
    expect(data).not.toHaveProperty('completeness');
    expect(data).not.toHaveProperty('email');

    const clientProfile = (await get('/api/client/profile', client)).json().data;
    expect(clientProfile).toMatchObject({ name: 'Cara Client', jobsPosted: 1, hires: 1, companyName: null });

    expect((await get(`/api/freelancers/${client.id}`)).statusCode).toBe(404);
    expect((await get(`/api/freelancers/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/freelancers/not-an-id')).statusCode).toBe(404);
    await setStatus(ctx.db.db, freelancer.id, 'blocked');
    const blocked = await get(`/api/freelancers/${freelancer.id}`);
    expect([blocked.statusCode, blocked.json()]).toEqual([404, { error: 'Freelancer not found' }]);
  });
});

describe('GET/PUT /api/client/profile', () => {
  it('saves company, about, location and website, with clear errors', async () => {
    const cleo = await signIn(ctx.app, ctx.db.db, 'client', 'Cleo Client');
    const body = {
      companyName: ' Plant Shop ',
      about: 'We sell plants.\r\nAnd pots.',
      location: 'Berlin, Germany',
      website: 'https://plants.example',
    };
    const saved = await put(cleo, '/api/client/profile', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: 'Cleo Client',
      companyName: 'Plant Shop',
      about: 'We sell plants.\nAnd pots.',
      location: 'Berlin, Germany',
      website: 'https://plants.example',
      jobsPosted: 0,
      hires: 0,
    });
    // The job page's 'About the client' card reads it, with the client's record.
    const job = await postJob(ctx.app, cleo.cookie, catalog);
    expect((await get(`/api/jobs/${job.id}`)).json().data.client).toEqual({
      name: 'Cleo Client',
      memberSince: expect.any(String),
      companyName: 'Plant Shop',
      location: 'Berlin, Germany',
      about: 'We sell plants.\nAnd pots.',
      website: 'https://plants.example',
      jobsPosted: 1,
      hires: 0,
      reputation: { score: null, rating: null, reviews: 0 },
      hireRate: 0,
      totalSpentBand: 'none',
      paymentVerified: false,
    });
    const cases: [object, string][] = [
      [{ website: 'plants.example' }, 'Enter a link starting with https://'],
      [{ companyName: 'x'.repeat(101) }, 'Company name must be at most 100 characters'],
      [{ about: 'x'.repeat(2001) }, 'About must be at most 2,000 characters'],
      [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await put(cleo, '/api/client/profile', { ...body, ...change });
      expect([res.statusCode, res.json().error]).toEqual([400, message]);
    }
    const cleared = await put(cleo, '/api/client/profile', {
      companyName: '',
      about: '',
      location: null,
      website: '',
    });
    expect(cleared.json().data).toMatchObject({
      companyName: null,
      website: null,
      location: null,
      about: '',
    });
  });
});
