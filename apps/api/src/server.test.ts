import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { track } from '../test/child-processes';
import { serverDatabase } from '../test/server-database';
import { apiRoot, serverArgs } from '../test/server-process';
import { spawnServer } from '../test/spawn-server';
import { testDbKind } from '../test/test-db';

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('server start-up and shutdown', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(cleanups.map((cleanup) => cleanup()));
  });

  it(`keeps data written before a SIGTERM after a restart (${testDbKind}), and prints the first admin once`, async () => {
    // On the PostgreSQL project the server uses a cloned test database instead of PGlite.
    const database = await serverDatabase('skillora-restart-', cleanups);
    // Without SMTP_URL the code mail is printed to the log at info level.
    const env = { ...database, SMTP_URL: '', LOG_LEVEL: 'info' };

    const first = await spawnServer(env);
    const email = `keep-${Date.now()}@example.com`;
    const res = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Persisted', email, password: 'persist-me-1', role: 'client' }),
    });
    expect(res.status).toBe(200);
    // The printed mail reaches this process through a pipe, possibly after the response.
    const [, code] = await first.waitForOutput(/^\s+(\d{6})\s*$/m);
    const verify = await fetch(`${first.base}/api/auth/verify-otp`, {
      method: 'POST',
      // The sign-up cookie: only the browser that signed up completes it.
      headers: { 'content-type': 'application/json', cookie: res.headers.getSetCookie()[0]!.split(';')[0]! },
      body: JSON.stringify({ email, otp: code }),
    });
    expect(verify.status).toBe(200);
    // The first admin's login: plain lines for the person at the terminal, and it signs in.
    const [, adminUrl, password] = await first.waitForOutput(
      /^ {4}open {6}(\S+)\n {4}email {5}admin@skillora\.local\n {4}password {2}(\S+)$/m,
    );
    expect(adminUrl).toBe(`${first.base}/admin/login`);
    const adminLogin = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@skillora.local', password }),
    });
    expect(adminLogin.status).toBe(200);
    // …and never in the JSON log.
    const logLines = first
      .raw()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.join('\n')).toContain('Created the first admin, admin@skillora.local');
    expect(logLines.join('\n')).not.toContain(password!);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = await spawnServer(env);
    try {
      const login = await fetch(`${second.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'persist-me-1' }),
      });
      expect(login.status).toBe(200);
      expect(second.output()).not.toMatch(/Created the first admin|The first admin/);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 180_000);

  it('stops with one clear line naming a bad variable', async () => {
    const child = track(
      spawn(process.execPath, serverArgs(), {
        cwd: apiRoot,
        env: { ...process.env, PORT: 'not-a-port' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    expect(await exited(child)).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: PORT: Port must be a number');
  });
});
