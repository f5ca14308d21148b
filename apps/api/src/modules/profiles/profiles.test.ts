import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party, signIn } from '../../../test/contract-factories';
import { setStatus } from '../../../test/factories';
import { type Catalog, COVER_LETTER, createCatalog, postJob, setListed } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import { makeImage, makeLargePng, multipart } from '../../../test/uploads';

let ctx: TestContext;
let catalog: Catalog;
let skill: (name: string) => string;

beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  skill = (name) => catalog.skills[name]!;
});
afterAll(() => ctx.close());

const put = (party: Party, url: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: { cookie: party.cookie }, payload });
const get = (url: string, party?: Party) =>
  ctx.app.inject({ method: 'GET', url, headers: party ? { cookie: party.cookie } : {} });
const upload = (party: Party, url: string, bytes: Buffer, filename: string, type: string) => {
  const body = multipart(bytes, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: party.cookie },
  });
};
const fetchFile = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { res, bytes: res.rawPayload };
};

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
    expect(empty.json().data.completeness.missing).toEqual([
      'photo',
      'title',
      'overview',
      'skills',
      'hourlyRate',
      'primaryCategory',
      'country',
      'timeZone',
      'languages',
      'portfolio',
    ]);

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

describe('POST /api/me/photo', () => {
  it('takes a PNG named .jpg, re-encodes it to a 400 × 400 WebP and serves it with long cache headers', async () => {
    const pam = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Pam Photo');
    const png = await makeImage('png', { width: 900, height: 600 });
    const res = await upload(pam, '/api/me/photo', png, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { photoUrl } = res.json().data;
    expect(photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const { res: served, bytes } = await fetchFile(photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });

    // The session answer carries it, so the account menu shows it.
    const me = await get('/api/auth/me', pam);
    expect(me.json().user).toMatchObject({ photoUrl, profilePic: photoUrl });
    expect((await get('/api/freelancer/profile', pam)).json().data.photoUrl).toBe(photoUrl);

    // A new photo replaces the old one, whose file is gone.
    const next = await upload(pam, '/api/me/photo', await makeImage('webp'), 'new.webp', 'image/webp');
    expect(next.statusCode).toBe(200);
    expect((await fetchFile(photoUrl)).res.statusCode).toBe(404);
    expect((await get('/api/auth/me', pam)).json().user.photoUrl).toBe(next.json().data.photoUrl);
  });

  it('strips EXIF and GPS metadata from the stored file', async () => {
    const ed = await signIn(ctx.app, ctx.db.db, 'client');
    const jpeg = await makeImage('jpeg', {
      exif: {
        IFD0: { Copyright: 'Secret Owner', Artist: 'Hidden Artist' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 24/1 0/1',
        },
      },
    });
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(jpeg.includes('Secret Owner')).toBe(true);

    const res = await upload(ed, '/api/me/photo', jpeg, 'holiday.jpeg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { bytes } = await fetchFile(res.json().data.photoUrl);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.includes('Secret Owner')).toBe(false);
    expect(bytes.includes('Hidden Artist')).toBe(false);
  });

  it('refuses anything but JPEG, PNG and WebP by content (400) and more than 5 MB (413)', async () => {
    const al = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const asPng = await upload(al, '/api/me/photo', html, 'cat.png', 'image/png');
    expect([asPng.statusCode, asPng.json()]).toEqual([400, { error: 'Upload a JPEG, PNG or WebP image' }]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await upload(al, '/api/me/photo', gif, 'a.webp', 'image/webp')).json()).toEqual({
      error: 'Upload a JPEG, PNG or WebP image',
    });
    // Magic bytes of a PNG with nothing readable after them.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const broken = await upload(al, '/api/me/photo', fake, 'x.png', 'image/png');
    expect([broken.statusCode, broken.json().error]).toEqual([
      400,
      'This image could not be read; upload a JPEG, PNG or WebP image',
    ]);

    const big = await makeLargePng(1500, 1500);
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const tooBig = await upload(al, '/api/me/photo', big, 'big.png', 'image/png');
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { error: 'The file is larger than 5 MB' }]);

    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      headers: { cookie: al.cookie },
      payload: { file: 'x' },
    });
    expect([noFile.statusCode, noFile.json().error]).toEqual([
      400,
      'Send the file as multipart/form-data in the field "file"',
    ]);
    const wrongField = multipart(await makeImage('png'), 'a.png', 'image/png', 'photo');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/photo',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, cookie: al.cookie },
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'Choose a file to upload']);
    const anonymous = multipart(await makeImage('png'), 'a.png', 'image/png');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/me/photo', ...anonymous })).statusCode).toBe(
      401,
    );
  });
});

describe('portfolio', () => {
  it('adds an item with up to 3 images, shows it on the public profile, and deletes it with its files', async () => {
    const pia = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Pia Portfolio');
    const created = await call(ctx.app, pia, 'POST', '/api/freelancer/portfolio', {
      title: 'Booking app',
      description: 'A class booking app for a yoga studio.',
      link: 'https://example.com/yoga',
    });
    expect(created.status).toBe(201);
    const item = created.body.data;
    expect(item).toMatchObject({ title: 'Booking app', link: 'https://example.com/yoga', images: [] });
    const badLink = await call(ctx.app, pia, 'POST', '/api/freelancer/portfolio', {
      title: 'x',
      link: 'javascript:alert(1)',
    });
    expect(badLink).toEqual({ status: 400, body: { error: 'Enter a link starting with https://' } });

    const url = `/api/freelancer/portfolio/${item.id}/images`;
    for (let i = 0; i < 3; i++) {
      const res = await upload(
        pia,
        url,
        await makeImage('jpeg', { width: 2400, height: 1200 }),
        `${i}.jpg`,
        'image/jpeg',
      );
      expect(res.statusCode).toBe(201);
    }
    const fourth = await upload(pia, url, await makeImage('png'), '4.png', 'image/png');
    expect([fourth.statusCode, fourth.json().error]).toEqual([
      409,
      'A portfolio item holds at most 3 images',
    ]);

    const profile = (await get(`/api/freelancers/${pia.id}`)).json().data;
    expect(profile).toMatchObject({ id: pia.id, userId: pia.id });
    expect(profile.portfolio).toHaveLength(1);
    expect(profile.portfolio[0].images).toHaveLength(3);
    const image = await fetchFile(profile.portfolio[0].images[0].url);
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    // Someone else's item is not found.
    const other = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await upload(other, url, await makeImage('png'), 'x.png', 'image/png')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/freelancer/portfolio/${item.id}`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(404);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/freelancer/portfolio/${item.id}`,
      headers: { cookie: pia.cookie },
    });
    expect(removed.json()).toEqual({ message: 'Portfolio item deleted' });
    expect((await fetchFile(profile.portfolio[0].images[0].url)).res.statusCode).toBe(404);
    expect((await get(`/api/freelancers/${pia.id}`)).json().data.portfolio).toEqual([]);
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
