import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/contract-factories';
import { makeImage, makeLargePng, multipart } from '../../../test/uploads';
import { ctx, fetchFile, get, setUpProfiles, upload } from './profiles.fixture';

setUpProfiles();

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
