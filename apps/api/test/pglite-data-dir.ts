import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { pgliteTemplateFile } from './test-db';

/**
 * A data folder for a spawned PGlite server, already migrated: written from the run's template dump
 * instead of made by PGlite's initdb, which costs seconds of CPU per folder and most of a fresh
 * server's start (ADR 005). server.test.ts keeps one start from an empty folder, as `npm start` does.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const dump = await readFile(pgliteTemplateFile);
  const handle = await openDatabase({ dataDir, loadDataDir: new Blob([dump]) });
  await handle.close();
  return dataDir;
}
