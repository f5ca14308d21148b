import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../src/db/client';
import { seedCatalog } from '../src/db/seed';
import { LARGE, type LargeCounts, seedLarge } from './seed/seed-large';

export type Engine = 'pglite' | 'postgres';

export type BenchDatabase = {
  dataDir: string;
  databaseUrl: string;
  /** Rows by table and seconds by phase: a copied data set has its counts and no phases. */
  seeding: {
    rows: Record<string, number>;
    seconds: Awaited<ReturnType<typeof seedLarge>>['seconds'];
    totalSeconds: number;
  };
  drop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../../..');

/** The large data set, scaled down by BENCH_SCALE (0 < scale ≤ 1) for a quick check of the harness. */
export function benchCounts(scale: number): LargeCounts {
  const scaled = (n: number) => Math.max(100, Math.round(n * scale));
  return {
    users: scaled(LARGE.users),
    categories: LARGE.categories,
    skills: LARGE.skills,
    jobs: scaled(LARGE.jobs),
  };
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * BENCH_SEEDED_TEMPLATE: a PostgreSQL database that already holds the large data set (an earlier
 * `npm run seed:large`): each run copies it (`CREATE DATABASE … TEMPLATE`, seconds) instead of
 * seeding for minutes. Only PostgreSQL is measured then.
 */
export function seededTemplate(): string | undefined {
  const name = process.env.BENCH_SEEDED_TEMPLATE;
  if (name !== undefined && !/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error('BENCH_SEEDED_TEMPLATE must be a plain database name');
  return name || undefined;
}

/** What a copied data set holds, as seeding reports it. */
async function countRows(handle: DbHandle) {
  const count = async (table: string) =>
    Number((await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);
  return {
    users: await count('users'),
    jobs: await count('jobs'),
    profiles: await count('freelancer_profiles'),
  };
}

async function seed(handle: DbHandle, counts: LargeCounts) {
  await seedCatalog(handle.db);
  return seedLarge(handle.db, counts);
}

/**
 * A fresh database with the large data set: a PGlite folder of its own, or a throwaway database on
 * the PostgreSQL server; `drop()` removes it.
 */
export async function prepareDatabase(engine: Engine, counts: LargeCounts): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillora-bench-'));
  let databaseUrl = '';
  let drop = async () => rmSync(dataDir, { recursive: true, force: true });
  const template = seededTemplate();
  if (engine === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL!;
    const name = `skillora_bench_${Date.now()}`;
    await adminQuery(
      serverUrl,
      template ? `create database ${name} template ${template}` : `create database ${name}`,
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const removeDir = drop;
    drop = async () => {
      await removeDir();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    await handle.migrate(path.join(root, 'apps/api/drizzle'));
    const seeding = template ? { rows: await countRows(handle), seconds: {} } : await seed(handle, counts);
    await handle.close();
    return {
      dataDir,
      databaseUrl,
      seeding: { ...seeding, totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)) },
      drop,
    };
  } catch (err) {
    await handle.close().catch(() => {});
    await drop();
    throw err;
  }
}
