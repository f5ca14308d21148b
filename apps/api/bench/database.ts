import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedCatalog } from '../src/db/seed';
import { LARGE, type LargeCounts, seedLarge } from './seed/seed-large';

export type Engine = 'pglite' | 'postgres';

export type BenchDatabase = {
  dataDir: string;
  databaseUrl: string;
  seeding: Awaited<ReturnType<typeof seedLarge>> & { totalSeconds: number };
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
 * A fresh database with the large data set: a PGlite folder of its own, or a throwaway database on
 * the PostgreSQL server; `drop()` removes it.
 */
export async function prepareDatabase(engine: Engine, counts: LargeCounts): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillora-bench-'));
  let databaseUrl = '';
  let drop = async () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL!;
    const name = `skillora_bench_${Date.now()}`;
    await adminQuery(serverUrl, `create database ${name}`);
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
    await seedCatalog(handle.db);
    const seeding = await seedLarge(handle.db, counts);
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
