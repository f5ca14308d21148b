import path from 'node:path';
import { type App, type AppDeps, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';
import { type SmtpCatcher, startSmtpServer } from './smtp';
import { createTestDatabase } from './test-db';

export type TestContext = {
  app: App;
  db: DbHandle;
  smtp: SmtpCatcher;
  close: () => Promise<void>;
};

/**
 * The whole app on a fresh migrated database of this file, with mail going to a real in-process
 * SMTP server. Build once per file (beforeAll) and close it afterwards.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestContext> {
  const [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  const app = await startAppOn(database.handle, { SMTP_URL: smtp.url, ...env }, options);
  return {
    app,
    db: database.handle,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
      // Gives the database back for the worker's next file, or drops it (test-db.ts).
      await database.drop();
    },
  };
}

/**
 * For a file that writes straight to the tables under a search (not through the app): no instance's
 * cache can see such a write until its answer ages out (ADR 043), so its searches read through.
 */
export const SEARCHES_READ_THROUGH = { SEARCH_CACHE_MS: '0' };

type AppOptions = Pick<AppDeps, 'clock' | 'logStream' | 'paymentProvider'>;

/** The app on an existing database (a second instance, or the same data after a restart). */
export async function startAppOn(
  db: DbHandle,
  env: Record<string, string>,
  options: AppOptions = {},
): Promise<App> {
  // ADMIN_2FA, PAYOUT_2FA: fixtures have no second factor; the tests of those rules ask for 'required'.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ADMIN_2FA: 'optional',
    PAYOUT_2FA: 'optional',
    ...env,
  });
  config.webDist = env.WEB_DIST ?? path.join(import.meta.dirname, 'fixtures/no-web-build');
  const app = await buildApp({ config, db, ...options });
  await app.ready();
  return app;
}
