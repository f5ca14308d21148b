import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { track } from './child-processes';
import { apiRoot, serverArgs } from './server-process';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  child: ChildProcess;
  base: string;
  port: number;
  /** What the server logged so far, as the messages a person reads. */
  output: () => string;
  /** What the server wrote, as it wrote it (JSON log lines and plain ones). */
  raw: () => string;
  /** The first match of `pattern` in the output, waiting for the log pipe to deliver it. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
};

/** Starts the run's server bundle in its own process (as `npm start` starts dist/) and waits for health. */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const child = track(
    spawn(process.execPath, serverArgs(), {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_2FA: 'optional',
        PAYOUT_2FA: 'optional',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let raw = '';
  child.stdout?.on('data', (d) => {
    raw += d;
  });
  child.stderr?.on('data', (d) => {
    raw += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () =>
    raw
      .split('\n')
      .map((line) => {
        try {
          return String(JSON.parse(line).msg);
        } catch {
          return line;
        }
      })
      .join('\n');
  // Generous caps: a machine three times slower than usual still gets there (ADR 005).
  const waitForOutput = async (pattern: RegExp, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(output());
      if (match) return match;
      if (Date.now() > until) throw new Error(`no ${pattern} in the server output:\n${output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const base = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s: ${output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, port: listenPort, output, raw: () => raw, waitForOutput, exited };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
