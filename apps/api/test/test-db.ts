import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../src/db/client';

/** Which database this Vitest project runs on: PGlite, or the real PostgreSQL of TEST_DATABASE_URL. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const pgliteTemplateFile = path.join(
  os.tmpdir(),
  `skillora-template-${process.env.VITEST_RUN_ID ?? 'local'}.tar`,
);
export const postgresTemplateName = `skillora_tpl_${process.env.VITEST_RUN_ID ?? 'local'}`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Commits on a test database do not wait for the disk: tests kill app servers, never PostgreSQL, so
 * nothing they check depends on the flush, and a slow disk made every commit cost milliseconds
 * (ADR 005). A setting of the database: it holds for every connection to it, the app's included.
 */
export const relaxCommits = (database: string) =>
  adminQuery(`alter database ${database} set synchronous_commit = off`);

/**
 * A fresh, migrated database for one test file, cloned from the template the global setup made:
 * PGlite loads the template's data dump; PostgreSQL copies the template database.
 */
export async function createTestDatabase(): Promise<{
  handle: DbHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (testDbKind === 'pglite') {
    const dump = await readFile(pgliteTemplateFile);
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
    return { handle, drop: async () => {} };
  }
  const name = `skillora_t_${randomBytes(6).toString('hex')}`;
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
  const url = withDatabase(process.env.TEST_DATABASE_URL!, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close().catch(() => {});
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
