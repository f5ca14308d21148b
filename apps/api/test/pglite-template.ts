// Builds the PGlite template dump in a process of its own (started by test/global-setup.ts), so that
// the seconds of CPU it costs overlap the workers' start and the other projects' setup instead of
// holding every worker back, and so Vitest's main process stays free to serve the workers' imports.
// Usage: node --import tsx test/pglite-template.ts <dump file>
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client';

const target = process.argv[2];
if (!target) throw new Error('usage: pglite-template.ts <dump file>');

const handle = await openDatabase({ dataDir: 'memory://' });
await handle.migrate(path.resolve(import.meta.dirname, '../drizzle'));
const client = (handle.db as unknown as { $client: PGlite }).$client;
const dump = await client.dumpDataDir('none');
await handle.close();
// Written beside and renamed: a test never reads a half-written dump.
const partial = `${target}.partial`;
await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
await rename(partial, target);
