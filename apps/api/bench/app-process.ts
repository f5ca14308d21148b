import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export const BENCH_ADMIN = { email: 'bench-admin@skillora.local', password: 'bench-admin-password' };

export type RunningApp = { base: string; pid: number; stop: () => Promise<void> };

/** Polls `/api/health` every 200 ms until it answers 2xx: the app's, or a bench server's. */
export async function waitHealthy(base: string, child: ChildProcess, tries = 600) {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited during start-up`);
    const isUp = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server at ${base} did not start`);
}

/** The built app started the way `npm start` starts it (production, one process, PGlite or a URL). */
export async function startApp(opts: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  /** Where record-sql.mjs writes each request's statements (PostgreSQL: the bare SQL ceiling). */
  sqlRecord?: string;
  /** A command the app runs under (valgrind for bench/callgrind-health.ts), which starts it slowly. */
  wrap?: string[];
}): Promise<RunningApp> {
  const [command, ...args] = [
    ...(opts.wrap ?? []),
    process.execPath,
    path.join(root, 'apps/api/dist/server.js'),
  ];
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // The bench's admin has no second factor (ADR 031).
      ADMIN_2FA: 'optional',
      PAYOUT_2FA: 'optional',
      // Login floods come from many addresses (X-Forwarded-For), as behind a load balancer.
      TRUST_PROXY: 'true',
      // The load comes from one host: no per-IP caps on what is measured (ADR 015).
      PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
      MAX_CONNECTIONS_PER_IP: '0',
      // Errors only: a log line per request would measure the terminal.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...(opts.sqlRecord
        ? {
            BENCH_SQL_RECORD: opts.sqlRecord,
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${path.join(import.meta.dirname, 'record-sql.mjs')}`,
          }
        : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitHealthy(base, child, opts.wrap ? 3000 : 600);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: child.pid!, stop };
}

/** A session cookie for the given account, from a real login. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed for ${email}: ${res.status}`);
  return `accessToken=${((await res.json()) as { accessToken: string }).accessToken}`;
}
