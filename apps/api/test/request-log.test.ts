import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createBrowser } from './browser';
import { startAppOn } from './build-test-app';
import { uniqueEmail } from './factories';
import { createTestDatabase } from './test-db';

// Each request's logger is made only when it logs (lib/lazy-request-logger.ts, ADR 043): the lines
// must be the ones an eager logger wrote, request id included, at `info` and at `warn`.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const instances: Record<'info' | 'warn', { app: App; lines: string[] }> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const level of ['info', 'warn'] as const) {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    instances[level] = { app: await startAppOn(database.handle, { LOG_LEVEL: level }, { logStream }), lines };
  }
});
afterAll(async () => {
  for (const { app } of Object.values(instances)) await app.close();
  await database.drop();
});

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('writes one line per request at info, with its request id', async () => {
    const { app, lines } = instances.info;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const line = parsed(lines).find((l) => l.msg === 'request' && l.url === '/api/health');
    expect(line).toMatchObject({ reqId: res.headers['x-request-id'], method: 'GET', statusCode: 200 });
  });

  it('writes nothing for a good request at warn, and a failed one with its request id', async () => {
    const { app, lines } = instances.warn;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(parsed(lines).filter((l) => l.url === '/api/health')).toEqual([]);

    // A write the database refuses: the answer is a 500 and the log says why, for this request.
    await database.handle.db.execute(
      sql.raw(`create or replace function skillora_test_fail() returns trigger
        language plpgsql as $$ begin raise exception 'simulated failure'; end $$`),
    );
    await database.handle.db.execute(
      sql.raw(`create trigger skillora_test_fail before insert on email_codes
        for each row execute function skillora_test_fail()`),
    );
    const failed = await createBrowser(app).post('/api/auth/register', {
      name: 'Log Check',
      email: uniqueEmail(),
      password: 'request-log-password',
      role: 'freelancer',
    });
    await database.handle.db.execute(sql.raw('drop trigger skillora_test_fail on email_codes'));
    expect(failed.statusCode).toBe(500);
    const errors = parsed(lines).filter((l) => l.reqId === failed.headers['x-request-id']);
    expect(errors.map((l) => l.msg)).toContain('unhandled error');
  });
});
