import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, testDbKind } from './test-db';

/**
 * Where a spawned server keeps its data, as its env: a fresh PGlite folder, and on the PostgreSQL
 * project a cloned test database it uses instead. What to remove afterwards goes into `cleanups`.
 */
export async function serverDatabase(prefix: string, cleanups: Array<() => Promise<void>>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (testDbKind === 'postgres') {
    const database = await createTestDatabase();
    await database.handle.close();
    databaseUrl = database.url!;
    cleanups.push(database.drop);
  }
  return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
}
