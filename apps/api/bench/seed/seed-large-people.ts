import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { hashPassword } from '../../src/lib/password';
import { stableUuid, stableUuidSql } from './seed-random';

export const LARGE_PASSWORD = 'bench-password';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Radia',
  'Tim',
  'Frances',
  'Guido',
  'Hedy',
  'James',
  'Katherine',
  'Bjarne',
  'Sophie',
  'Yukihiro',
  'Anita',
  'John',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Perlman',
  'Lee',
  'Allen',
  'van Rossum',
  'Lamarr',
  'Gosling',
  'Johnson',
  'Stroustrup',
  'Wilson',
  'Matsumoto',
  'Borg',
  'McCarthy',
];

const textArray = (items: string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`);

/** User n of the large data set: every third one a client, every fiftieth blocked. */
export const largeUser = (n: number) => ({
  id: stableUuid(`user-${n}`),
  email: `user${n}@bench.skillora.local`,
  role: n % 3 === 0 ? ('client' as const) : ('freelancer' as const),
  isBlocked: n % 50 === 0,
});

/**
 * The users, made set-wise by the database itself so 100 000 rows take seconds: names and ids come
 * from the row number (largeUser() says the same in TypeScript), one password for all.
 */
export async function seedLargeUsers(db: Database, count: number) {
  const passwordHash = await hashPassword(LARGE_PASSWORD);
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role, status, created_at)
    select ${sql.raw(stableUuidSql(`'user-' || i`))},
           ${textArray(FIRST)}[1 + (i::bigint * 7919) % ${FIRST.length}] || ' ' || ${textArray(LAST)}[1 + (i::bigint * 104729) % ${LAST.length}],
           'user' || i || '@bench.skillora.local',
           ${passwordHash},
           case when i % 3 = 0 then 'client' else 'freelancer' end,
           case when i % 50 = 0 then 'blocked' else 'active' end,
           timestamptz '2025-01-01' + (i || ' minutes')::interval
    from generate_series(1, ${count}) as i
    on conflict (email) do nothing`);
}

/**
 * A large catalog beside the default one: "Category 0001"… and "Skill 0001"…, every tenth unlisted.
 * Item n belongs to theme (n - 1) % 8, one of the default categories, whose words its jobs use.
 */
export async function seedLargeCatalog(db: Database, counts: { categories: number; skills: number }) {
  for (const [table, label, count] of [
    ['categories', 'Category', counts.categories],
    ['skills', 'Skill', counts.skills],
  ] as const) {
    await db.execute(sql`
      insert into ${sql.raw(table)} (id, name, is_listed)
      select ${sql.raw(stableUuidSql(`'${table}-' || i`))}, ${sql.raw(`'${label} '`)} || lpad(i::text, 4, '0'), i % 10 <> 0
      from generate_series(1, ${count}) as i
      on conflict do nothing`);
  }
}
