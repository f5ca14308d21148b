import path from 'node:path';

export const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * The server a project's tests start as a process: src/server.ts bundled by the project's global
 * setup once per run (beside dist/, so it finds the migrations as the built server does).
 */
export const serverBundleFile = (project = process.env.TEST_DB ?? 'pglite') =>
  path.join(apiRoot, '.test-build', `server-${process.env.VITEST_RUN_ID ?? 'local'}-${project}.js`);

/** The arguments for `node` that start the test run's server. */
export const serverArgs = () => ['--enable-source-maps', serverBundleFile()];
