import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { categories, emailCodes } from '../src/db/schema';
import { migratedDataDir } from './pglite-data-dir';
import { startSmtpServer } from './smtp';
import { postJson, spawnServer } from './spawn-server';
import { createTestDatabase, testDbKind } from './test-db';
import { waitFor } from './wait-for';

const ADMIN = { email: 'faults-admin@example.com', password: 'faults-admin-password' };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});

/** A data folder (PGlite) or a cloned database (PostgreSQL) that outlives one server process. */
async function persistentDatabase() {
  if (testDbKind === 'pglite') {
    const dataDir = await migratedDataDir('skillora-faults-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, url: undefined, dataDir };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'skillora-faults-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = await createTestDatabase();
  await database.handle.close();
  cleanups.push(database.drop);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: database.url! }, url: database.url, dataDir };
}

async function adminCookie(base: string) {
  const res = await postJson(`${base}/api/auth/login`, ADMIN);
  expect(res.status).toBe(200);
  return `accessToken=${((await res.json()) as { accessToken: string }).accessToken}`;
}

describe(`faults (${testDbKind})`, () => {
  it('loses no acknowledged write when the server is killed with SIGKILL mid-stream', async () => {
    const db = await persistentDatabase();
    const env = { ...db.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: '' };
    const server = await spawnServer(env);
    const cookie = await adminCookie(server.base);

    const acknowledgedCategories: string[] = [];
    const acknowledgedSignups: string[] = [];
    let stop = false;
    const writer = async (id: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Fault ${id}-${i}`;
        const email = `fault-${id}-${i}@example.com`;
        try {
          const [cat, reg] = await Promise.all([
            postJson(`${server.base}/api/admin/categories/add-category`, { name }, { cookie }),
            postJson(`${server.base}/api/auth/register`, {
              name,
              email,
              password: 'fault-password',
              role: 'client',
            }),
          ]);
          if (cat.ok) acknowledgedCategories.push(name);
          if (reg.ok) acknowledgedSignups.push(email);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, id) => writer(id));
    // Killed mid-stream, once enough writes were acknowledged for the check to mean something.
    await waitFor(
      () => acknowledgedCategories.length >= 10 && acknowledgedSignups.length >= 10,
      'ten acknowledged writes of each kind',
      60_000,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(writers);

    const handle = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir });
    try {
      const cats = await handle.db
        .select({ name: categories.name })
        .from(categories)
        .where(inArray(categories.name, acknowledgedCategories));
      expect(cats.map((c) => c.name).sort()).toEqual([...acknowledgedCategories].sort());
      const codes = await handle.db
        .select({ email: emailCodes.email, pending: emailCodes.pending })
        .from(emailCodes)
        .where(inArray(emailCodes.email, acknowledgedSignups));
      expect(codes.map((c) => c.email).sort()).toEqual([...acknowledgedSignups].sort());
      // No half-written registration: each carries its complete pending sign-up.
      for (const code of codes)
        expect(code.pending).toMatchObject({ role: 'client', passwordHash: expect.any(String) });
    } finally {
      await handle.close();
    }

    // And the database opens and serves again.
    const again = await spawnServer(env);
    expect((await fetch(`${again.base}/api/health`)).status).toBe(200);
    again.child.kill('SIGTERM');
    await again.exited;
    // Two server starts and a write stream: more than the default 30 s on a loaded 2-core machine.
  }, 180_000);

  it('mails a sign-up code once after SIGKILL when the kill came between the commit and the send', async () => {
    const db = await persistentDatabase();
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    // The mail server turns connections away: the sign-up commits, its code mail cannot leave yet.
    smtp.setDown(true);
    const env = { ...db.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url };
    let server = await spawnServer(env);
    const email = `killed-before-mail-${Date.now()}@example.com`;
    const signup = await postJson(`${server.base}/api/auth/register`, {
      name: 'Kit Killed',
      email,
      password: 'analytical-engine',
      role: 'freelancer',
    });
    expect(signup.status).toBe(200);
    // The mail's event failed once and waits for its retry, lease released (the admin's outbox
    // detail reads the events table): kill now.
    const cookie = await adminCookie(server.base);
    const retrying = async () => {
      const res = await fetch(`${server.base}/api/admin/health`, { headers: { cookie } });
      return ((await res.json()) as { outbox: { retrying: number } }).outbox.retrying;
    };
    await waitFor(async () => (await retrying()) > 0, 'the code mail to fail once', 30_000);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(smtp.to(email)).toHaveLength(0);

    smtp.setDown(false);
    server = await spawnServer(env);
    const mail = await smtp.waitFor(email, 0, 90_000);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    const after = await adminCookie(server.base);
    await waitFor(
      async () => {
        const res = await fetch(`${server.base}/api/admin/health`, { headers: { cookie: after } });
        return ((await res.json()) as { outbox: { retrying: number } }).outbox.retrying === 0;
      },
      'no event waiting for a retry',
      30_000,
    );
    expect(smtp.to(email)).toHaveLength(1);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);

  it('finishes in-flight requests on SIGTERM, refuses new ones, and exits before its 10 s deadline', async () => {
    const db = await persistentDatabase();
    const server = await spawnServer({
      ...db.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'true',
    });
    // Logins hash a password (tens of ms each): once the first has answered, the others are taken
    // or queued, and many are still running when SIGTERM lands. Each from its own address: the
    // throttle counts parallel attempts from one client before checking them (ADR 014).
    const requests = Array.from({ length: 12 }, (_, i) =>
      postJson(`${server.base}/api/auth/login`, ADMIN, { 'x-forwarded-for': `10.9.0.${i + 1}` }),
    );
    await Promise.race(requests);
    server.child.kill('SIGTERM');
    const results = await Promise.all(
      requests.map((p) =>
        p.then(
          (r) => r.status,
          () => 'reset',
        ),
      ),
    );
    // Those the server had taken finish normally; those arriving after the signal get 503. None is cut off.
    expect(results.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(results.every((s) => s === 200 || s === 503)).toBe(true);

    const late = await fetch(`${server.base}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    // Exit code 0 is the graceful path: past its 10 s deadline the server exits with 1 (server.ts).
    expect(await server.exited, server.output()).toBe(0);
  }, 180_000);
});
