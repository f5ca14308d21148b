import { randomBytes } from 'node:crypto';
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
    ],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env: { TEST_DB: name },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
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
