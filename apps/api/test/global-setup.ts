import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../server-bundle.mjs';
import { openDatabase } from '../src/db/client';
import { serverBundleFile } from './server-process';
import { pgliteTemplateFailedFile, pgliteTemplateFile, postgresTemplateName, withDatabase } from './test-db';

const apiRoot = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(apiRoot, 'drizzle');

/**
 * The server bundle is the same for both projects: the first project's setup builds it, the other's
 * waits for that build. Vitest runs the projects' setups in one process, one after the other, each
 * from its own module instance: the shared promise lives on globalThis.
 */
const shared = globalThis as { skilloraServerBundle?: Promise<void> };

function bundleOnce(): Promise<void> {
  shared.skilloraServerBundle ??= bundleServer(serverBundleFile());
  return shared.skilloraServerBundle;
}

/**
 * The PGlite template: ~10 s of CPU (initdb and the migrations in WebAssembly), built in a child
 * process that is not awaited here. Vitest starts no worker before every project's setup is done, so
 * awaiting it left a core idle while the workers waited; now the postgres project's setup, the
 * workers' start and their first imports run beside it, and a PGlite file waits for the dump
 * (test-db.ts). A failed build leaves its output in a file that those waits fail with.
 */
function buildPgliteTemplate(): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(apiRoot, 'test/pglite-template.ts'), pgliteTemplateFile],
      { cwd: apiRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const fail = (reason: string) =>
      writeFile(pgliteTemplateFailedFile, `${reason}\n${output}`).then(resolve, resolve);
    child.on('error', (err) => void fail(`could not start: ${err.message}`));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else void fail(`exited with ${signal ?? code}`);
    });
  });
}

/**
 * Migrates one template database per run (every test file clones it: PGlite takes ~3 s to create),
 * and bundles the server that tests start as a process.
 */
export default async function setup(project: TestProject) {
  const bundle = serverBundleFile();
  const removeBundle = () => Promise.all([rm(bundle, { force: true }), rm(`${bundle}.map`, { force: true })]);
  if (project.name === 'pglite') {
    const template = buildPgliteTemplate();
    await bundleOnce();
    return async () => {
      await template;
      await rm(pgliteTemplateFile, { force: true });
      await rm(pgliteTemplateFailedFile, { force: true });
      await removeBundle();
    };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const bundled = bundleOnce();
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
  await bundled;
  return async () => {
    await admin.query(`drop database if exists ${postgresTemplateName} with (force)`);
    await admin.end();
    await removeBundle();
  };
}
