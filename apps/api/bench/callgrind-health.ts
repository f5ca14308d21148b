// Instructions per `GET /api/health`, the built app against bench/bare-server.mjs answering the same
// bytes, both under valgrind's callgrind: unlike req/s, the count repeats on a machine others load.
//   npx tsx apps/api/bench/callgrind-health.ts   (needs `npm run build`, valgrind, and a PostgreSQL
//   database in CALLGRIND_DATABASE_URL; the app migrates it)
//   CALLGRIND_WARMUP (2000) and CALLGRIND_REQUESTS (6000) requests over CALLGRIND_CONNECTIONS (4)
//   keep-alive connections; CALLGRIND_ONLY=app|bare; CALLGRIND_HEADERS a JSON object of request headers;
//   CALLGRIND_PORT (3310) for the app, the next one for the bare server. CALLGRIND_KEYED_FIRST=1: the
//   admin sends one request with an Idempotency-Key before the count, as a production instance has
//   once payments flow (the keys' AsyncLocalStorage must not tax the requests after it; ADR 043).
// Counting starts after the warm-up (instrumentation off until then) and stops when the last answer
// arrives; an idle window as long follows, and its count (timers, the outbox poller) is subtracted.
// Each window is also split into the compiler's, the collector's and the request's own instructions.
// Each window's profile stays in CALLGRIND_OUT (a folder in the temp dir) for callgrind_annotate.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, login, startApp, waitHealthy } from './app-process';
import { recordAnswers } from './bare-routes';

const WARMUP = Number(process.env.CALLGRIND_WARMUP ?? 2000);
const REQUESTS = Number(process.env.CALLGRIND_REQUESTS ?? 6000);
const CONNECTIONS = Number(process.env.CALLGRIND_CONNECTIONS ?? 4);
const ONLY = process.env.CALLGRIND_ONLY;
const HEADERS: Record<string, string> = JSON.parse(process.env.CALLGRIND_HEADERS ?? '{}');
const APP_PORT = Number(process.env.CALLGRIND_PORT ?? 3310);
const BARE_PORT = APP_PORT + 1;
const OUT = process.env.CALLGRIND_OUT ?? path.join(os.tmpdir(), 'callgrind-health');
const PATH = '/api/health';
const KEYED_FIRST = process.env.CALLGRIND_KEYED_FIRST === '1';

/** One keyed request, answered whatever it says (a 404 for a user that is not there). */
async function sendKeyedRequest(base: string) {
  const cookie = await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const res = await fetch(`${base}/api/admin/users/00000000-0000-4000-8000-000000000000/block`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'callgrind-1' },
    body: JSON.stringify({ reason: 'A keyed request before the count' }),
  });
  console.log(`keyed request first: ${res.status}`);
}

/** `count` GETs, `connections` at a time on keep-alive sockets; fails on any non-2xx. */
async function drive(port: number, count: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: PATH, agent, headers: HEADERS }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode! < 300 ? resolve() : reject(new Error(`${PATH} answered ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
    });
  const lane = async () => {
    while (sent < count) {
      sent += 1;
      await one();
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  agent.destroy();
}

/**
 * valgrind names its control pipes after the HOST variable; the app runs with HOST=127.0.0.1 (its
 * listen address), so callgrind_control is given the same, or it finds no pipe.
 */
function control(target: { pid: number; host?: string }, ...args: string[]) {
  const env = { ...process.env };
  if (target.host) env.HOST = target.host;
  else delete env.HOST;
  const said = execFileSync('callgrind_control', [...args, String(target.pid)], { encoding: 'utf8', env });
  if (!said.includes('OK')) throw new Error(`callgrind_control ${args.join(' ')}: ${said}`);
}

/** The total of a dump's events line ("summary:" / "totals:"), instructions being the only event. */
function instructionsIn(file: string): number {
  const match = /^(?:summary|totals):\s+(\d+)/m.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`no total in ${file}`);
  return Number(match[1]);
}

const COMPILER =
  /compiler::|Compile|Maglev|maglev|turboshaft|Turbofan|Optimiz|Deoptim|BytecodeGenerat|Parser|Scanner/;
const COLLECTOR =
  /Marking|Sweep|Scaveng|heap::|Heap::|GCTracer|MemoryChunk|IterateObjectCache|ActiveSystemPages|Evacuat|RememberedSet|SlotSet|MinorGC|MarkCompact|IteratePointers|SizeFromMap|popcount|ObjectVisitor|RootVisitor|WeakObject|Page::|PagedSpace|LargeObject|FreeList|Compact/;

/**
 * A dump's instructions by who spent them: V8's compiler, its garbage collector, and the rest (the
 * request's own work). A GC or a compile burst more or less in a window moves the total by tens of
 * per cent; the rest repeats.
 */
function splitOf(file: string) {
  const listing = execFileSync('callgrind_annotate', ['--threshold=100', file], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const split = { compiler: 0, collector: 0, own: 0 };
  for (const line of listing.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!match || match[2]!.includes('PROGRAM TOTALS')) continue;
    const count = Number(match[1]!.replaceAll(',', ''));
    if (COMPILER.test(match[2]!)) split.compiler += count;
    else if (COLLECTOR.test(match[2]!)) split.collector += count;
    else split.own += count;
  }
  return split;
}

const dumpsOf = (prefix: string) =>
  new Set(readdirSync(OUT).filter((f) => f.startsWith(`${prefix}.`) && !f.endsWith('.out')));

/** Dumps the counts so far (and zeroes them); returns the new dump's file. */
async function dump(target: { pid: number; host?: string }, prefix: string, label: string): Promise<string> {
  const before = dumpsOf(prefix);
  control(target, `--dump=${label}`);
  for (let i = 0; i < 600; i++) {
    const added = [...dumpsOf(prefix)].filter((f) => !before.has(f));
    if (added.length > 0) {
      // Written by another process: wait until its size settles.
      const file = path.join(OUT, added[0]!);
      let size = -1;
      while (size !== readFileSync(file).length) {
        size = readFileSync(file).length;
        await new Promise((r) => setTimeout(r, 300));
      }
      return file;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`callgrind wrote no dump for ${label}`);
}

async function measure(name: string, target: { pid: number; host?: string }, port: number) {
  await drive(port, WARMUP, CONNECTIONS);
  control(target, '--instr=on');
  control(target, '--zero');
  const started = Date.now();
  await drive(port, REQUESTS, CONNECTIONS);
  const busyMs = Date.now() - started;
  const busyFile = await dump(target, name, 'requests');
  const idleStarted = Date.now();
  await new Promise((r) => setTimeout(r, busyMs));
  const idleFile = await dump(target, name, 'idle');
  const idleMs = Date.now() - idleStarted;
  const busy = instructionsIn(busyFile);
  const scale = busyMs / idleMs;
  const idle = instructionsIn(idleFile) * scale;
  const perRequest = Math.round((busy - idle) / REQUESTS);
  const [busySplit, idleSplit] = [splitOf(busyFile), splitOf(idleFile)];
  const per = (key: keyof typeof busySplit) =>
    Math.round((busySplit[key] - idleSplit[key] * scale) / REQUESTS);
  console.log(
    `${name}: ${perRequest} instructions per request (${REQUESTS} requests in ${(busyMs / 1000).toFixed(0)} s: ` +
      `${busy} counted, ${Math.round(idle)} idle) — ${path.relative(process.cwd(), busyFile)}\n` +
      `${name}: of which its own work ${per('own')}, garbage collection ${per('collector')}, compiling ${per('compiler')}`,
  );
  return per('own');
}

function valgrind(prefix: string) {
  return [
    'valgrind',
    '--tool=callgrind',
    '--instr-atstart=no',
    // V8 writes and rewrites machine code: valgrind must notice, or it runs stale translations.
    '--smc-check=all-non-file',
    `--callgrind-out-file=${path.join(OUT, `${prefix}.%p.out`)}`,
  ];
}

async function startBare(routesFile: string): Promise<ChildProcess> {
  const [command, ...args] = [
    ...valgrind('bare'),
    process.execPath,
    path.join(import.meta.dirname, 'bare-server.mjs'),
    routesFile,
    String(BARE_PORT),
  ];
  const bare = spawn(command!, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    // Under valgrind a start takes minutes.
    await waitHealthy(`http://127.0.0.1:${BARE_PORT}`, bare, 3000);
  } catch (err) {
    bare.kill('SIGTERM');
    throw err;
  }
  return bare;
}

async function main() {
  const databaseUrl = process.env.CALLGRIND_DATABASE_URL;
  if (!databaseUrl) throw new Error('set CALLGRIND_DATABASE_URL to a PostgreSQL database');
  // Under callgrind everything is ~50× slower: the pool's 5 s connect timeout would fail health's check.
  process.env.DB_CONNECT_TIMEOUT_MS ??= '120000';
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'callgrind-health-'));
  const routesFile = path.join(dataDir, 'routes.json');
  const app = await startApp({ port: APP_PORT, dataDir, databaseUrl, wrap: valgrind('app') });
  try {
    await recordAnswers(app.base, [{ path: PATH, headers: HEADERS }], routesFile);
    if (KEYED_FIRST) await sendKeyedRequest(app.base);
    const ours =
      ONLY === 'bare' ? undefined : await measure('app', { pid: app.pid, host: '127.0.0.1' }, APP_PORT);
    await app.stop();
    if (ONLY === 'app') return;
    const bare = await startBare(routesFile);
    try {
      const theirs = await measure('bare', { pid: bare.pid! }, BARE_PORT);
      if (ours) console.log(`ratio by the request's own instructions: ${(theirs / ours).toFixed(2)}× bare`);
    } finally {
      bare.kill('SIGTERM');
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
