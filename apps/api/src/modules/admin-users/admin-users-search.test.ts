import type { AdminUserRow } from '@skillora/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { rawRows } from '../../../test/raw-rows';
import { users } from '../../../test/tables';

const TOTAL = 10_000;
const FIRST = ['Ava', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jude'];
const LAST = [
  'Smith',
  'Okafor',
  'Nguyen',
  'Garcia',
  'Kowalski',
  'Haddad',
  'Silva',
  'Tanaka',
  'Berg',
  'Rossi',
];

type Seeded = { id: string; name: string; email: string; role: string; createdAt: Date };

/** 10 000 users in one go: 6 000 freelancers, 4 000 clients, some names differing only by case. */
function seedRows() {
  const base = Date.UTC(2024, 0, 1);
  return Array.from({ length: TOTAL }, (_, i) => {
    const first = FIRST[i % 10]!;
    const last = LAST[Math.floor(i / 10) % 10]!;
    // Every 7th name is lower-case and every 250th is a duplicate, to pin case and tie order.
    const name = i % 250 === 0 ? 'Same Name' : `${first} ${last} ${i}`;
    return {
      name: i % 7 === 0 ? name.toLowerCase() : name,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      passwordHash: 'not-a-real-hash',
      role: i % 5 < 3 ? ('freelancer' as const) : ('client' as const),
      // Three users share each second, so the id must break ties.
      createdAt: new Date(base + Math.floor(i / 3) * 1000),
    };
  });
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const keyOf: Record<string, (u: Seeded) => string | number> = {
  name: (u) => u.name.toLowerCase(),
  email: (u) => u.email,
  joined: (u) => u.createdAt.getTime(),
};

/** What the API should answer, computed in memory. */
function expected(all: Seeded[], role: string, search = '', sort = 'joined', order = 'asc') {
  const q = search.toLowerCase();
  const key = keyOf[sort]!;
  const dir = order === 'desc' ? -1 : 1;
  return all
    .filter((u) => u.role === role && (u.name.toLowerCase().includes(q) || u.email.includes(q)))
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      const byKey = typeof ka === 'number' ? ka - (kb as number) : cmp(ka, kb as string);
      return dir * (byKey || cmp(a.id, b.id));
    });
}

describe('GET /api/admin/users on 10 000 users', () => {
  let ctx: TestContext;
  let cookie: string;
  let seeded: Seeded[];

  const list = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?${query}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: AdminUserRow[]; total: number; page: number; pages: number }>();
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const { db } = ctx.db;
    const admin = await createUser(db, { role: 'admin' });
    cookie = (await loginAs(ctx.app, admin.email)).cookie;
    const rows = seedRows();
    seeded = [];
    for (let i = 0; i < rows.length; i += 2000) {
      const inserted = await db
        .insert(users)
        .values(rows.slice(i, i + 2000))
        .returning({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          createdAt: users.createdAt,
        });
      seeded.push(...inserted);
    }
    await db.execute(sql`analyze users`);
  }, 120_000);
  afterAll(async () => ctx.close());

  it('counts pages of five and answers the last and a past-the-end page', async () => {
    const first = await list('role=freelancer');
    expect(first).toMatchObject({ total: 6000, page: 1, pages: 1200 });
    expect(first.data).toHaveLength(5);
    expect((await list('role=freelancer&page=1200')).data).toHaveLength(5);
    expect(await list('role=freelancer&page=1201')).toEqual({
      data: [],
      total: 6000,
      page: 1201,
      pages: 1200,
    });
  });

  it('walks every client exactly once, in name order, page by page', async () => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const body = await list(`role=client&sort=name&order=asc&limit=100&page=${page}`);
      ids.push(...body.data.map((r) => r.id));
      if (page >= body.pages) break;
    }
    expect(ids).toEqual(expected(seeded, 'client', '', 'name').map((u) => u.id));
  });

  it.each([
    ['name', 'desc'],
    ['email', 'asc'],
    ['email', 'desc'],
    ['joined', 'asc'],
    ['joined', 'desc'],
  ])('sorts by %s %s, ties broken by id, on any page', async (sort, order) => {
    const want = expected(seeded, 'freelancer', '', sort, order).map((u) => u.id);
    for (const page of [1, 2, 600, 1200]) {
      const body = await list(`role=freelancer&sort=${sort}&order=${order}&page=${page}`);
      expect(body.data.map((r) => r.id)).toEqual(want.slice((page - 1) * 5, page * 5));
    }
  });

  it('keeps join order without a sort, reversed by order=desc (the SI No order)', async () => {
    const want = expected(seeded, 'client').map((u) => u.id);
    expect((await list('role=client')).data.map((r) => r.id)).toEqual(want.slice(0, 5));
    expect((await list('role=client&order=desc')).data.map((r) => r.id)).toEqual(want.reverse().slice(0, 5));
  });

  it.each([
    ['a name part in another case', 'OKAFOR'],
    ['a lower-cased name', 'ava smith 7'],
    ['an email part', 'kowalski.12'],
    ['a number in name and email', '4321'],
    ['a duplicated name', 'same name'],
  ])('searches %s in name or email, case-insensitive', async (_case, search) => {
    const want = expected(seeded, 'freelancer', search, 'name');
    expect(want.length).toBeGreaterThan(0);
    const body = await list(`role=freelancer&search=${encodeURIComponent(search)}&sort=name&limit=100`);
    expect(body.total).toBe(want.length);
    expect(body.data.map((r) => r.id)).toEqual(want.slice(0, 100).map((u) => u.id));
  });

  // At 10 000 rows scanning by role is still cheaper than the trigram indexes, so the planner is
  // told to avoid sequential scans and the search is planned on its own: this proves the indexes
  // match the queries' expressions (at 300 000 rows the planner picks them itself: ADR 008).
  it('has indexes that serve the search (trigram) and each sort order (role, key, id)', async () => {
    const plan = (query: ReturnType<typeof sql>) =>
      ctx.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await rawRows<Record<string, string>>(tx, sql`explain ${query}`);
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const pattern = '%4321%';
    const searchPlan = await plan(
      sql`select id from users where lower(name) like ${pattern} or email like ${pattern}`,
    );
    expect(searchPlan).toContain('users_name_trgm_idx');
    expect(searchPlan).toContain('users_email_trgm_idx');
    const sorts = {
      users_role_name_idx: sql`lower(name) desc, id desc`,
      users_role_email_idx: sql`email, id`,
      users_role_created_idx: sql`created_at desc, id desc`,
    };
    for (const [index, orderBy] of Object.entries(sorts)) {
      const sortPlan = await plan(
        sql`select id from users where role = 'client' order by ${orderBy} limit 5 offset 100`,
      );
      expect(sortPlan).toContain(index);
      expect(sortPlan).not.toContain('Sort Key');
    }
  });

  it('answers a search within a generous bound', async () => {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      await list(`role=freelancer&search=nguyen&sort=email&order=desc&page=3`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The median, not the worst: the first calls also warm up the JIT.
    expect(times[7]).toBeLessThan(250);
  });
});
