import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { GetFreelancersResponse } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, SEARCHES_READ_THROUGH, type TestContext } from '../../../test/build-test-app';
import { signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog } from '../../../test/job-factories';
import { profileBody } from '../../../test/profile-factories';
import { rawRows } from '../../../test/raw-rows';
import { createFreelancerWithProfile } from '../../../test/talent-factories';

// Issue 31, defect 1: the country pickers offered withdrawn codes ICU still names ("Germany" as DD
// and DE); a freelancer saved DD and a client filtering by DE found nobody.
let ctx: TestContext;
let catalog: Catalog;

beforeAll(async () => {
  ctx = await buildTestApp(SEARCHES_READ_THROUGH);
  catalog = await createCatalog(ctx.db.db);
});
afterAll(() => ctx.close());

const namesIn = async (country: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/freelancers?country=${country}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GetFreelancersResponse>().data.map((f) => f.name);
};

describe('PUT /api/freelancer/profile', () => {
  it('refuses a withdrawn country code as a 400 (DD, UK, SU, YU…) and stores the current one', async () => {
    const fay = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const body = profileBody([catalog.skills.React!]);
    for (const country of ['DD', 'UK', 'SU', 'YU', 'CS', 'FX', 'VD', 'EU']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/freelancer/profile',
        headers: { cookie: fay.cookie },
        payload: { ...body, country },
      });
      expect([res.statusCode, res.json().error], country).toEqual([400, 'Choose a country from the list']);
    }
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/freelancer/profile',
      headers: { cookie: fay.cookie },
      payload: { ...body, country: 'pt' },
    });
    expect(saved.json().data.country).toBe('PT');
  });
});

describe('migration 0019 (current country codes)', () => {
  it('moves stored withdrawn codes to their successors, and Find Talent finds them by the current code', async () => {
    const db = ctx.db.db;
    // As the old rule stored them: any code ICU could name.
    const stored = {
      'Dora Dresden': 'DD',
      'Uma London': 'UK',
      'Yuri Belgrade': 'YU',
      'Ana Willemstad': 'AN',
      'Eva Europe': 'EU',
      'Gus Berlin': 'DE',
    };
    const ids: Record<string, string> = {};
    const skillIds = [catalog.skills.React!];
    for (const [name, country] of Object.entries(stored)) {
      ids[name] = (await createFreelancerWithProfile(db, { name, country, skillIds })).id;
    }
    expect(await namesIn('DE')).toEqual(['Gus Berlin']);

    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0019_current_country_codes.sql'),
      'utf8',
    );
    await db.execute(sql.raw(migration));

    const countryOf = async (name: string) => {
      const [row] = await rawRows<{ country: string | null; searched: string | null }>(
        db,
        sql`select p.country, s.country as searched from freelancer_profiles p
            join talent_search s on s.user_id = p.user_id where p.user_id = ${ids[name]}`,
      );
      // The search row follows the profile through its trigger.
      expect(row?.searched, name).toBe(row?.country);
      return row?.country;
    };
    expect(await countryOf('Dora Dresden')).toBe('DE');
    expect(await countryOf('Uma London')).toBe('GB');
    expect(await countryOf('Yuri Belgrade')).toBe('RS');
    expect(await countryOf('Ana Willemstad')).toBe('CW');
    expect(await countryOf('Eva Europe')).toBe(null);
    expect(await countryOf('Gus Berlin')).toBe('DE');
    expect((await namesIn('DE')).sort()).toEqual(['Dora Dresden', 'Gus Berlin']);
    expect(await namesIn('GB')).toEqual(['Uma London']);
    expect(await namesIn('DD')).toEqual([]);
  });
});
