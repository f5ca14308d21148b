import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One id per run, shared by the global setup and the test files (template database names).
process.env.VITEST_RUN_ID ??= randomBytes(4).toString('hex');

const apiProject = (name: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
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
    env: { TEST_DB: name },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; API tests wait on the database server, spawned
    // servers and timers, so one worker more than there are cores keeps the cores busy (ADR 005).
    maxWorkers: availableParallelism() + 1,
    projects: [
      apiProject('pglite'),
      // The same API suite on the real PostgreSQL when CI (or you) point TEST_DATABASE_URL at one.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
