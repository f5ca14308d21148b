import path from 'node:path';

export const apiRoot = path.resolve(import.meta.dirname, '..');

/**
 * The server the tests start as a process: src/server.ts bundled once per run by the global setup,
 * for both projects (beside dist/, so it finds the migrations as the built server does).
 */
export const serverBundleFile = () =>
  path.join(apiRoot, '.test-build', `server-${process.env.VITEST_RUN_ID ?? 'local'}.js`);

/** The arguments for `node` that start the test run's server. */
export const serverArgs = () => ['--enable-source-maps', serverBundleFile()];
