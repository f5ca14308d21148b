import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { startSmtpServer } from './smtp';
import { listenOnRandomPort, openStream, type TestStream } from './sse-client';
import { createTestDatabase } from './test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer; with or without Redis. `env`
 * adds settings both run with.
 */
export async function twoInstances(withRedis: boolean, env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const smtp = await startSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_2FA: 'optional',
    PAYOUT_2FA: 'optional',
    SMTP_URL: smtp.url,
    DATABASE_URL: database.url!,
    ...(withRedis ? { REDIS_URL } : {}),
    ...env,
  });
  const handles: DbHandle[] = [
    database.handle,
    await openDatabase({ databaseUrl: database.url!, dataDir: 'unused' }),
  ];
  const [a, b] = (await Promise.all(handles.map((db) => buildApp({ config, db })))) as [App, App];
  const urlOfB = await listenOnRandomPort(b);
  await a.ready();
  const streams: TestStream[] = [];
  return {
    a,
    b,
    db: database.handle.db,
    openOnB: async (cookie: string) => {
      const stream = await openStream(urlOfB, cookie);
      streams.push(stream);
      await stream.next('ready');
      return stream;
    },
    close: async () => {
      await Promise.all(streams.map((s) => s.close()));
      await Promise.all([a.close(), b.close()]);
      await handles[1]!.close();
      await smtp.close();
      await database.drop();
    },
  };
}
