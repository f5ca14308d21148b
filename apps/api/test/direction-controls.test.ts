import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { call, signIn } from './contract-factories';
import { uniqueEmail } from './factories';
import { createCatalog, postJob, sendProposal } from './job-factories';
import { rawRows } from './raw-rows';
import { createFreelancerWithProfile } from './talent-factories';
import { formData } from './uploads';

// Issue 31, defect 9: bidirectional embedding, override and isolate controls reorder the letters
// around them ("Eve\u202Enimda" reads "Eveadmin"), so names refuse them; right-to-left letters and
// the direction marks that RTL names need stay allowed.
const REFUSED = 'Names cannot contain text-direction control characters';
const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const FINE = ['سارة أحمد', 'דנה לוי', 'Ali بن\u200F Omar', 'Zoë O’Brien-Łukasz', 'Ada 🥐'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const register = (name: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email: uniqueEmail('bidi'), password: 'analytical-engine-1843', role: 'freelancer' },
  });

describe('names with text-direction controls', () => {
  it.each(CONTROLS.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, c]))(
    'POST /api/auth/register refuses a name with %s as a 400',
    async (_, control) => {
      const res = await register(`Eve${control}nimda`);
      expect([res.statusCode, res.json()]).toEqual([400, { error: REFUSED }]);
    },
  );

  it('PATCH /api/me and a client company name refuse them too', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/',
      headers: { cookie: client.cookie },
      payload: { name: 'Mallory \u202Egnp.exe' },
    });
    expect([renamed.statusCode, renamed.json()]).toEqual([400, { error: REFUSED }]);
    const company = await ctx.app.inject({
      method: 'PUT',
      url: '/api/client/profile',
      headers: { cookie: client.cookie },
      payload: { companyName: 'Acme\u2067 Ltd', about: '', location: null, website: null },
    });
    expect([company.statusCode, company.json()]).toEqual([400, { error: REFUSED }]);
  });

  it.each(FINE)('keeps a right-to-left or otherwise ordinary name: %s', async (name) => {
    expect((await register(name)).statusCode).toBe(200);
    const user = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/',
      headers: { cookie: user.cookie },
      payload: { name },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.name).toBe(name);
  });
});

describe('migration 0020 (no text-direction controls)', () => {
  it('cleans names, company names and file names stored before the rule, and the talent card follows', async () => {
    const db = ctx.db.db;
    const catalog = await createCatalog(db);
    // As the old rules stored them.
    const eve = await createFreelancerWithProfile(db, {
      name: 'Eve\u202Enimda',
      skillIds: [catalog.skills.React!],
    });
    const client = await signIn(ctx.app, db, 'client');
    const freelancer = await signIn(ctx.app, db, 'freelancer');
    const job = await postJob(ctx.app, client.cookie, catalog);
    await sendProposal(ctx.app, freelancer.cookie, job.id);
    const opened = await call(ctx.app, client, 'POST', '/api/conversations', {
      jobId: job.id,
      freelancerId: freelancer.id,
    });
    const body = formData([
      { field: 'files', filename: 'invoice.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') },
    ]);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${opened.body.data.id}/messages`,
      headers: { cookie: freelancer.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const spoofed = 'invoice\u202Egpj.exe';
    await db.execute(sql`update message_attachments set name = ${spoofed}`);
    await db.execute(sql`update files set original_name = ${spoofed} where original_name = 'invoice.pdf'`);
    await db.execute(
      sql`insert into client_profiles (user_id, company_name) values (${client.id}, ${'Acme\u2067 Ltd'})`,
    );
    const before = await rawRows<{ name: string }>(
      db,
      sql`select name from talent_cards where user_id = ${eve.id}`,
    );
    expect(before).toEqual([{ name: 'Eve\u202Enimda' }]);

    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0020_no_direction_controls.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const one = async (query: ReturnType<typeof sql>) => (await rawRows(db, query))[0];
    expect(await one(sql`select name from users where id = ${eve.id}`)).toEqual({ name: 'Evenimda' });
    expect(await one(sql`select name from talent_cards where user_id = ${eve.id}`)).toEqual({
      name: 'Evenimda',
    });
    expect(await one(sql`select company_name from client_profiles where user_id = ${client.id}`)).toEqual({
      company_name: 'Acme Ltd',
    });
    expect(await rawRows(db, sql`select name from message_attachments`)).toEqual([
      { name: 'invoicegpj.exe' },
    ]);
    expect(
      await rawRows(db, sql`select original_name from files where original_name like 'invoice%'`),
    ).toEqual([{ original_name: 'invoicegpj.exe' }]);
  });
});
