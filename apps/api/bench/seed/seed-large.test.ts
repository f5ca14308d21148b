import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedCatalog } from '../../src/db/seed';
import { verifyPassword } from '../../src/lib/password';
import { createTestDatabase } from '../../test/test-db';
import { BENCH_FREELANCER, LARGE_PASSWORD, largeUser, seedLarge } from './seed-large';

const COUNTS = { users: 300, categories: 40, skills: 40, jobs: 500 };

type Fresh = Awaited<ReturnType<typeof createTestDatabase>>;

async function seeded(): Promise<Fresh> {
  const fresh = await createTestDatabase();
  await seedCatalog(fresh.handle.db);
  await seedLarge(fresh.handle.db, COUNTS);
  return fresh;
}

const rows = async <T extends Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

/** The rows of `columns` that one relation holds and the other does not, either way: none when equal. */
const rowsNotInBoth = (db: Database, a: string, b: string, columns: string[]) => {
  const list = columns.join(', ');
  return rows(
    db,
    sql.raw(`(select ${list} from ${a} except select ${list} from ${b})
      union all (select ${list} from ${b} except select ${list} from ${a})`),
  );
};

/** How many rows of a table's `search` column a search for "react" finds. */
const reactMatches = async (db: Database, table: 'jobs' | 'talent_search') => {
  const [found] = await rows<{ n: number }>(
    db,
    sql.raw(
      `select count(*)::int as n from ${table} where search @@ websearch_to_tsquery('english', 'react')`,
    ),
  );
  return found!.n;
};

describe('seedLarge', () => {
  let first: Fresh;
  let db: Database;
  beforeAll(async () => {
    first = await seeded();
    db = first.handle.db;
  });
  afterAll(async () => {
    await first.handle.close();
    await first.drop();
  });

  it('makes the users, the large catalog beside the default one, jobs and proposals', async () => {
    const [counts] = await rows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from categories) as categories,
        (select count(*)::int from skills) as skills, (select count(*)::int from jobs) as jobs,
        (select count(*)::int from proposals) as proposals,
        (select count(distinct status)::int from jobs) as statuses,
        (select count(distinct category_id)::int from jobs) as used_categories`,
    );
    expect(counts).toMatchObject({ users: 300, categories: 8 + 40, skills: 40 + 40, jobs: 500, statuses: 3 });
    expect(counts!.proposals).toBeGreaterThan(200);
    expect(counts!.used_categories).toBeGreaterThan(30);
  });

  it('gives each job the skill names search indexes, exactly as the jobs repository writes them', async () => {
    const stale = await rows(
      db,
      sql`select j.id from jobs j where j.skill_names <> coalesce((
        select string_agg(s.name, ' ' order by lower(s.name)) from job_skills js join skills s on s.id = js.skill_id
        where js.job_id = j.id), '')`,
    );
    expect(stale).toEqual([]);
    expect(await reactMatches(db, 'jobs')).toBeGreaterThan(10);
  });

  it('gives a realistic share of the freelancers a profile, findable exactly as the triggers would index it', async () => {
    const [counts] = await rows<{ freelancers: number; profiles: number; findable: number; blocked: number }>(
      db,
      sql`select (select count(*)::int from users where role = 'freelancer') as freelancers,
        (select count(*)::int from freelancer_profiles) as profiles,
        (select count(*)::int from talent_search) as findable,
        (select count(*)::int from talent_search t join users u on u.id = t.user_id where u.status <> 'active') as blocked`,
    );
    expect(counts!.findable / counts!.freelancers).toBeGreaterThan(0.25);
    expect(counts!.findable / counts!.freelancers).toBeLessThan(0.45);
    expect(counts!.profiles).toBeGreaterThan(counts!.findable);
    expect(counts!.blocked).toBe(0);
    // The bulk load wrote what the per-profile refresh writes.
    const SEARCH_COLUMNS = [
      'user_id',
      'category_id',
      'hourly_rate_cents',
      'country',
      'member_since',
      'search',
      'skill_ids',
      'score',
      'rating',
    ];
    const CARD_COLUMNS = ['user_id', 'name', 'photo_url', 'title', 'overview', 'category_name', 'skills'];
    const differing = await rowsNotInBoth(db, 'talent_search', 'talent_search_source', SEARCH_COLUMNS);
    expect(differing).toEqual([]);
    const differingCards = await rowsNotInBoth(db, 'talent_cards', 'talent_search_source', CARD_COLUMNS);
    expect(differingCards).toEqual([]);
    expect(await reactMatches(db, 'talent_search')).toBeGreaterThan(3);
  });

  it("signs in the benchmark's accounts with the known password, and gives its freelancer some work", async () => {
    const user = largeUser(BENCH_FREELANCER);
    const [row] = await rows<{ id: string; role: string; hash: string; proposals: number; saved: number }>(
      db,
      sql`select u.id, u.role, u.password_hash as hash, (select count(*)::int from proposals p where p.freelancer_id = u.id) as proposals,
        (select count(*)::int from saved_jobs s where s.freelancer_id = u.id) as saved
        from users u where u.email = ${user.email}`,
    );
    expect(row).toMatchObject({ id: user.id, role: 'freelancer' });
    expect(row!.proposals).toBeGreaterThanOrEqual(5);
    expect(row!.saved).toBeGreaterThanOrEqual(5);
    expect(await verifyPassword(row!.hash, LARGE_PASSWORD)).toBe(true);
  });

  it('adds nothing when run again on a seeded database', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`select (select count(*) from jobs) + (select count(*) from users) as n`,
        )
      )[0];
    const before = await count();
    await seedLarge(db, COUNTS);
    expect(await count()).toEqual(before);
  });

  it('is the same data set every time', async () => {
    const second = await seeded();
    try {
      const digest = (target: Database) =>
        rows(
          target,
          sql`select md5(string_agg(concat_ws('|', j.id, j.client_id, j.title, j.description, j.skill_names, j.status, j.budget_min_cents, j.published_at), ',' order by j.id)) as jobs,
            (select md5(string_agg(concat_ws('|', id, job_id, freelancer_id, bid_cents, status), ',' order by id)) from proposals) as proposals,
            (select md5(string_agg(concat_ws('|', user_id, title, overview, hourly_rate_cents, country), ',' order by user_id)) from freelancer_profiles) as profiles
            from jobs j`,
        );
      expect(await digest(second.handle.db)).toEqual(await digest(db));
    } finally {
      await second.handle.close();
      await second.drop();
    }
  });
});
