import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { adminQuery as runAdminQuery } from './latency';

// What the live benches run on: their databases, Redis and app instances.
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/4';
const root = path.resolve(import.meta.dirname, '../../..');
const adminQuery = (statement: string) => runAdminQuery(SERVER_URL, statement);

/** A fresh migrated database: a PGlite folder, or a throwaway database on the server. */
export async function freshDatabase(engine: 'pglite' | 'postgres', bench: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `skillora-bench-${bench}-`));
  let url: string | undefined;
  let dropServerDb = async () => {};
  if (engine === 'postgres') {
    const name = `skillora_bench_${bench}_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const u = new URL(SERVER_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    dropServerDb = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const open = () => openDatabase({ databaseUrl: url, dataDir });
  const first = await open();
  await first.migrate(path.join(root, 'apps/api/drizzle'));
  return {
    first,
    open,
    url,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropServerDb();
    },
  };
}

export async function benchApp(db: DbHandle, extra: Record<string, string> = {}): Promise<App> {
  // One host opens every stream: no per-IP connection cap (ADR 015).
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'unused',
    MAX_CONNECTIONS_PER_IP: '0',
    ADMIN_2FA: 'optional',
    PAYOUT_2FA: 'optional',
    ...extra,
  });
  return buildApp({ config, db });
}
