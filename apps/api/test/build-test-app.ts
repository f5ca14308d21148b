import path from 'node:path';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
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
  options: { clock?: Clock } = {},
): Promise<TestContext> {
  const [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    DATA_DIR: 'memory://',
    ...env,
  });
  config.webDist = env.WEB_DIST ?? path.join(import.meta.dirname, 'fixtures/no-web-build');
  const app = await buildApp({
    config,
    db: database.handle,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.handle,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
      await database.handle.close().catch(() => {});
      await database.drop();
    },
  };
}
