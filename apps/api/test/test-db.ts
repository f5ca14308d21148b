import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '../src/db/client';
import { lendPglite } from './reused-pglite';
import { lendPostgres, withSqlOn } from './reused-postgres';

/** Which database this Vitest project runs on: PGlite, or the real PostgreSQL of TEST_DATABASE_URL. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const pgliteTemplateFile = path.join(
  os.tmpdir(),
  `skillora-template-${process.env.VITEST_RUN_ID ?? 'local'}.tar`,
);
export const postgresTemplateName = `skillora_tpl_${process.env.VITEST_RUN_ID ?? 'local'}`;
/** This run's test databases: the global teardown drops those the workers kept for reuse. */
export const postgresDatabasePrefix = `skillora_t_${process.env.VITEST_RUN_ID ?? 'local'}_`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on the server's admin database (TEST_DATABASE_URL). */
const adminQuery = (statement: string) =>
  withSqlOn(process.env.TEST_DATABASE_URL!, (sql) => sql.exec(statement));

/**
 * Commits on a test database do not wait for the disk: tests kill app servers, never PostgreSQL, so
 * nothing they check depends on the flush, and a slow disk made every commit cost milliseconds
 * (ADR 005). A setting of the database: it holds for every connection to it, the app's included.
 */
export const relaxCommits = (database: string) =>
  adminQuery(`alter database ${database} set synchronous_commit = off`);

/** A fresh clone of the migrated template on the PostgreSQL server; its name. */
async function cloneTemplate(): Promise<string> {
  const name = `${postgresDatabasePrefix}${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database ${name} template ${postgresTemplateName}`);
      break;
    } catch (err) {
      // Two files cloning the template at the same instant: try again shortly.
      if (attempt > 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await relaxCommits(name);
  return name;
}

/**
 * A migrated database as the template is, for one test file: one an earlier file of this worker gave
 * back and was put back as the template was (reused-pglite.ts, reused-postgres.ts), else a clone — PGlite
 * loads the template's data dump, PostgreSQL copies the template database. `drop` gives it back.
 */
export async function createTestDatabase(): Promise<{
  handle: DbHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind === 'pglite') {
    const { handle, giveBack } = await lendPglite(async () => new Blob([await readFile(pgliteTemplateFile)]));
    return { handle, drop: giveBack };
  }
  return lendPostgres({
    urlOf: (name) => withDatabase(process.env.TEST_DATABASE_URL!, name),
    clone: cloneTemplate,
    drop: (name) => adminQuery(`drop database if exists ${name} with (force)`),
  });
}
