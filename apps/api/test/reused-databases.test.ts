import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from './raw-rows';
import { createTestDatabase, testDbKind } from './test-db';

type Lent = Awaited<ReturnType<typeof createTestDatabase>>;

/** Which database this is: PGlite's instance, or the server database's name. */
async function identityOf(database: Lent): Promise<unknown> {
  if (testDbKind === 'pglite') return (database.handle.db as unknown as { $client: unknown }).$client;
  const [row] = await rawRows<{ name: string }>(database.handle.db, sql`select current_database() as name`);
  return row!.name;
}

/** What a file typically leaves: rows in plain tables, in the append-only ledger, and a used sequence. */
async function write(database: Lent) {
  const { db } = database.handle;
  await db.execute(sql`insert into categories (name) values ('Left behind')`);
  await db.execute(
    sql`insert into audit_log (action, entity, entity_id) values ('a', 'e', '1'), ('b', 'e', '2')`,
  );
  const accounts = await rawRows<{ id: string }>(
    db,
    sql`insert into ledger_accounts (key, kind, currency, allow_negative)
        values ('clearing', 'platform_clearing', 'USD', true), ('fees', 'platform_fees', 'USD', false) returning id`,
  );
  await db.execute(
    sql`insert into ledger_transfers (debit_account_id, credit_account_id, amount_cents, currency, code, ref)
        values (${accounts[0]!.id}, ${accounts[1]!.id}, 500, 'USD', 'fee', 'left-behind')`,
  );
}

const count = async (database: Lent, table: string) => {
  const [row] = await rawRows<{ n: number }>(
    database.handle.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row!.n;
};

describe('test databases handed from one file to the next (ADR 005)', () => {
  it('come back as the template was: no rows left, the ledger emptied, sequences from the start', async () => {
    const first = await createTestDatabase();
    const used = await identityOf(first);
    await write(first);
    await first.drop();

    const second = await createTestDatabase();
    try {
      expect(await identityOf(second), 'the same database, put back').toBe(used);
      for (const table of ['categories', 'audit_log', 'ledger_accounts', 'ledger_transfers']) {
        expect(await count(second, table), table).toBe(0);
      }
      const [row] = await rawRows<{ id: string }>(
        second.handle.db,
        sql`insert into audit_log (action, entity, entity_id) values ('c', 'e', '3') returning id`,
      );
      expect(String(row!.id)).toBe('1');
      // Still append-only for the app once given back.
      const refused = await second.handle.db
        .execute(sql`truncate ledger_transfers`)
        .catch((err: Error) => err);
      expect(String((refused as Error).cause ?? refused)).toMatch(/append-only/);
    } finally {
      await second.drop();
    }
  });

  it('are not reused once a file changed the schema: the next file gets a fresh clone', async () => {
    const first = await createTestDatabase();
    const used = await identityOf(first);
    await first.handle.db.execute(sql`create table left_behind (id int)`);
    await first.drop();

    const second = await createTestDatabase();
    try {
      expect(await identityOf(second)).not.toBe(used);
      const [row] = await rawRows<{ name: string | null }>(
        second.handle.db,
        sql`select to_regclass('left_behind')::text as name`,
      );
      expect(row!.name).toBeNull();
    } finally {
      await second.drop();
    }
  });

  it('are not reused while the file still listens (PGlite); a server database is, its listener closed with it', async () => {
    const first = await createTestDatabase();
    const used = await identityOf(first);
    await first.handle.listen('left_open', () => {});
    await first.drop();

    const second = await createTestDatabase();
    try {
      // PGlite's LISTEN lives in the database itself; PostgreSQL's on a connection the handle closed.
      if (testDbKind === 'pglite') expect(await identityOf(second)).not.toBe(used);
      else expect(await identityOf(second)).toBe(used);
    } finally {
      await second.drop();
    }
  });

  it('are out of reach of the file that gave them back', async () => {
    const first = await createTestDatabase();
    const { db } = first.handle;
    await first.drop();
    if (testDbKind === 'pglite') expect(() => db.select()).toThrow(/given back/);
    else await expect(db.execute(sql`select 1`)).rejects.toThrow();
  });
});
