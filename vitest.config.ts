import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BOTH_ENGINES } from './apps/api/test/engines.ts';
import LongestFirst from './apps/api/test/longest-first.ts';

// One id per run, shared by the global setup and the test files (template database names).
process.env.VITEST_RUN_ID ??= randomBytes(4).toString('hex');

const API_TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'apps/api/bench/**/*.test.ts'];
const serverDatabase = Boolean(process.env.TEST_DATABASE_URL);
/** `npm run test:full`: every API file on both engines, not only those whose subject needs both. */
const fullMatrix = process.env.TEST_ENGINES === 'all';

const apiProject = (name: 'pglite' | 'postgres') => ({
  test: {
    name,
    // With a server database, PGlite runs only the files that must run on both engines, and those
    // about PGlite itself (ADR 005).
    include:
      name === 'pglite' && serverDatabase && !fullMatrix
        ? [...BOTH_ENGINES.map((p) => `apps/api/${p}`), 'apps/api/**/*.pglite.test.ts']
        : API_TESTS,
    // Pure logic (`*.unit.test.ts`) builds no app and needs no database: it runs once, under `unit`.
    exclude: [
      '**/*.unit.test.ts',
      '**/node_modules/**',
      // Several instances need one shared server database: PostgreSQL only.
      ...(name === 'pglite' ? ['**/*.postgres.test.ts'] : []),
      // About PGlite's own data folder: nothing to run on a server.
      ...(name === 'postgres' ? ['**/*.pglite.test.ts'] : []),
    ],
    // A worker keeps the modules it imported from one file to the next (each file still builds its own
    // app on its own database): importing the app anew for every file was a third of the suite's time.
    // Nothing in the API keeps module state between apps, and no test mocks modules.
    isolate: false,
    globalSetup: ['apps/api/test/global-setup.ts'],
    // Every file: a server a test started does not outlive it (test/child-processes.ts).
    setupFiles: ['apps/api/test/setup.ts'],
    // Servers a test starts as processes serve no web build: what they test is the API, and a build
    // rewriting apps/web/dist meanwhile (`npm run build` in another terminal) must not fail them.
    env: {
      TEST_DB: name,
      WEB_DIST: path.resolve(import.meta.dirname, 'apps/api/test/fixtures/no-web-build'),
    },
    // Generous caps for a machine three times slower than usual; a passing test never waits for them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; API tests wait on the database server, spawned
    // servers and timers, so one worker more than there are cores keeps the cores busy (ADR 005).
    maxWorkers: availableParallelism() + 1,
    // No `pool` here: projects do not inherit the root's, so the `pool: 'threads'` that stood here never
    // applied and every project runs in forked processes, Vitest's default (ADR 005, eighth session).
    // The slowest files first, across projects (a clean clone has no cache of their durations).
    sequence: { sequencer: LongestFirst },
    projects: [
      apiProject('pglite'),
      // The same API suite on the real PostgreSQL when CI (or you) point TEST_DATABASE_URL at one.
      ...(serverDatabase ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'unit',
          // Pure functions and no module mocks: one import of each module per worker serves every file.
          isolate: false,
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'apps/api/eval/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
