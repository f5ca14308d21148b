import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { track } from './child-processes';
import { migratedDataDir } from './pglite-data-dir';
import { apiRoot, serverArgs } from './server-process';
import { freePort, type RunningServer, spawnServer } from './spawn-server';

/** Starts a server that is expected to refuse: its exit code and what it printed. */
async function startExpectingRefusal(env: Record<string, string>) {
  const child = track(
    spawn(process.execPath, serverArgs(), {
      cwd: apiRoot,
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  // A server that starts anyway (no lock) is stopped, not left running after the test.
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

describe('one process per PGlite data folder', () => {
  const servers: RunningServer[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGTERM');
        await s.exited;
      }
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // Three server starts in one test: give a loaded machine time.
  it('refuses a second server on the same folder, and starts again after the first is killed with -9', {
    timeout: 120_000,
  }, async () => {
    dataDir = await migratedDataDir('skillora-lock-');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' };
    const first = await spawnServer(env);
    servers.push(first);

    const second = await startExpectingRefusal(env);
    expect(second.code).toBe(1);
    expect(second.stderr.trim()).toBe(
      `The data folder ${dataDir} is in use by another process (pid ${first.child.pid}): stop it, or set DATA_DIR to another folder`,
    );
    // The refused process did not take the lock away from the running one.
    expect((await readFile(path.join(dataDir, 'pglite.lock'), 'utf8')).split(' ')[0]).toBe(
      String(first.child.pid),
    );
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);

    // A crash leaves the lock file behind; its process is gone, so the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await spawnServer(env);
    servers.push(third);
    expect((await fetch(`${third.base}/api/health`)).status).toBe(200);

    // A clean stop removes the lock.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    await expect(readFile(path.join(dataDir, 'pglite.lock'))).rejects.toThrow(/ENOENT/);
  });
});
