import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../server-bundle.mjs';
import { openDatabase } from '../src/db/client';
import { serverBundleFile } from './server-process';
import { pgliteTemplateFile, postgresDatabasePrefix, postgresTemplateName, withDatabase } from './test-db';

const migrationsDir = path.resolve(import.meta.dirname, '../drizzle');

/**
 * Migrates one template database per run (test files get databases equal to it, test-db.ts: PGlite
 * takes ~3 s to create), and bundles the server that tests start as a process.
 */
export default async function setup(project: TestProject) {
  const bundle = serverBundleFile(project.name);
  await bundleServer(bundle);
  const removeBundle = () => Promise.all([rm(bundle, { force: true }), rm(`${bundle}.map`, { force: true })]);
  if (project.name === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate(migrationsDir);
    const { PGlite } = await import('@electric-sql/pglite');
    const client = (handle.db as unknown as { $client: InstanceType<typeof PGlite> }).$client;
    const dump = await client.dumpDataDir('none');
    await writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    return async () => {
      await rm(pgliteTemplateFile, { force: true });
      await removeBundle();
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${postgresTemplateName} with (force)`);
  await admin.query(`create database ${postgresTemplateName}`);
  await admin.query(`alter database ${postgresTemplateName} set synchronous_commit = off`);
  const handle = await openDatabase({
    databaseUrl: withDatabase(url, postgresTemplateName),
    dataDir: 'unused',
  });
  await handle.migrate(migrationsDir);
  await handle.close();
  return async () => {
    // The databases the workers kept for their next file (reused-postgres.ts), then the template.
    const kept = await admin.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [postgresDatabasePrefix],
    );
    for (const { name } of kept.rows) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop database if exists ${postgresTemplateName} with (force)`);
    await admin.end();
    await removeBundle();
  };
}
