// npm run bench: the built app on the large deterministic data set (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL is set), driven by autocannon next to a bare node:http server
// answering the same bytes (this machine's ceiling). Prints a markdown table and the issue's goals,
// writes JSON to bench/results/ and the table to latest.md and README; with PostgreSQL it then runs
// the messages benchmark (bench/messages.ts) across two instances.
//   BENCH_SECONDS (5) per measurement, BENCH_WARMUP_SECONDS (3), BENCH_SCALE (1: 100 000 users and jobs)
//   BENCH_ONLY: read kinds to measure, comma-separated (e.g. talent-search); then no login runs
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { type RunningApp, startApp } from './app-process';
import { recordAnswers } from './bare-routes';
import { benchCounts, type Engine, prepareDatabase, seededTemplate } from './database';
import { checkGoals, type Row } from './goals';
import { drain, measure, warmUp } from './measure';
import { measurePaced } from './paced';
import { contextLine, goalsList, markdownTable, type RunContext, writeResults } from './report';
import { loginTarget, type Read, readTargets, signIn } from './targets';

const root = path.resolve(import.meta.dirname, '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const APP_PORT = 3300;
const BARE_PORT = 3301;
const BARE_SQL_PORT = 3302;
/** Reads whose work is the database's: measured against bare-sql-server.mjs too (PostgreSQL). */
const DATABASE_BOUND = new Set([
  'session-read',
  'admin-list',
  'job-search',
  'job-page',
  'talent-search',
  'suggestions',
  'best-matches',
]);
/** Enough concurrent clients to keep one Node process busy; the rate-capped runs pace requests instead. */
const PEAK_CONNECTIONS = 50;
/** A GET measured during a login flood is asked for at this rate. */
const FLOOD_READ_RATE = 100;

async function startBare(file: string, args: string[]): Promise<ChildProcess> {
  const bare = fork(path.join(import.meta.dirname, file), args);
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', () => reject(new Error('the bare server exited')));
  });
  return bare;
}

async function measureReads(
  engine: Engine,
  app: RunningApp,
  bare: ChildProcess,
  bareSql: ChildProcess | undefined,
  reads: Read[],
) {
  const rows: Row[] = [];
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const bareSqlBase = `http://127.0.0.1:${BARE_SQL_PORT}`;
  for (const { name, kind, target } of reads) {
    await warmUp(app.base, target, WARMUP_SECONDS, PEAK_CONNECTIONS);
    const peak = await measure(app.base, target, {
      seconds: SECONDS,
      connections: PEAK_CONNECTIONS,
      pid: app.pid,
    });
    await warmUp(bareBase, target, Math.min(1, WARMUP_SECONDS), PEAK_CONNECTIONS);
    const barePeak = await measure(bareBase, target, {
      seconds: SECONDS,
      connections: PEAK_CONNECTIONS,
      pid: bare.pid,
    });
    let sqlPeak: Row['bareSql'];
    if (bareSql && DATABASE_BOUND.has(kind)) {
      await warmUp(bareSqlBase, target, Math.min(1, WARMUP_SECONDS), PEAK_CONNECTIONS);
      sqlPeak = await measure(bareSqlBase, target, {
        seconds: SECONDS,
        connections: PEAK_CONNECTIONS,
        pid: bareSql.pid,
      });
    }
    rows.push({ engine, name, kind, load: 'peak', app: peak, bare: barePeak, bareSql: sqlPeak });
    const rate = Math.max(1, Math.round(peak.rps / 2));
    await drain(app.base, target);
    const half = await measurePaced(app.base, target, { rate, seconds: SECONDS, pid: app.pid });
    rows.push({ engine, name, kind, load: 'half-peak', rate, app: half });
    console.error(
      `[${engine}] ${name}: ${peak.rps} req/s (bare ${barePeak.rps}${sqlPeak ? `, bare SQL ${sqlPeak.rps}` : ''}), p99 at half peak ${half.p99} ms`,
    );
  }
  return rows;
}

async function measureLogins(engine: Engine, app: RunningApp, reads: Read[]) {
  const rows: Row[] = [];
  const login = await measure(app.base, loginTarget, { seconds: SECONDS, connections: 20, pid: app.pid });
  rows.push({ engine, name: 'POST /api/auth/login (argon2id)', load: 'login', app: login });
  // Each read alone while a login flood runs: hashing must not take the event loop (or every core)
  // from it.
  for (const read of reads.filter((r) => r.kind === 'session-read' || r.kind === 'job-page')) {
    const [, during] = await Promise.all([
      measure(app.base, loginTarget, { seconds: SECONDS, connections: 20 }),
      measurePaced(app.base, read.target, { rate: FLOOD_READ_RATE, seconds: SECONDS }),
    ]);
    rows.push({
      engine,
      name: read.name,
      kind: read.kind,
      load: 'during-flood',
      rate: FLOOD_READ_RATE,
      app: during,
    });
  }
  return rows;
}

async function benchEngine(engine: Engine) {
  const counts = benchCounts(SCALE);
  console.error(`[${engine}] seeding ${counts.users} users, ${counts.jobs} jobs…`);
  const db = await prepareDatabase(engine, counts);
  console.error(`[${engine}] seeded in ${db.seeding.totalSeconds} s: ${JSON.stringify(db.seeding.seconds)}`);
  let app: RunningApp | undefined;
  let bare: ChildProcess | undefined;
  let bareSql: ChildProcess | undefined;
  const sqlRecord = engine === 'postgres' ? path.join(db.dataDir, 'statements.json') : undefined;
  try {
    app = await startApp({ port: APP_PORT, dataDir: db.dataDir, databaseUrl: db.databaseUrl, sqlRecord });
    const reads = (await readTargets(app.base, await signIn(app.base))).filter(
      (read) => ONLY.length === 0 || ONLY.includes(read.kind),
    );
    const routesFile = path.join(db.dataDir, 'bare-routes.json');
    await recordAnswers(
      app.base,
      reads.map((r) => r.target),
      routesFile,
    );
    bare = await startBare('bare-server.mjs', [routesFile, String(BARE_PORT)]);
    // PGlite is one process's: no second server can open it while the app holds it.
    if (sqlRecord) {
      bareSql = await startBare('bare-sql-server.mjs', [
        routesFile,
        sqlRecord,
        String(BARE_SQL_PORT),
        db.databaseUrl,
      ]);
    }
    const rows = [
      ...(await measureReads(engine, app, bare, bareSql, reads)),
      ...(ONLY.length === 0 ? await measureLogins(engine, app, reads) : []),
    ];
    return { rows, info: { engine, counts: db.seeding.rows, seeding: db.seeding } };
  } finally {
    bare?.kill();
    bareSql?.kill();
    await app?.stop();
    await db.drop();
  }
}

// The API is what is measured: build it if its sources changed (the web app is not needed).
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs'), 'apps/api'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const load = () => Number(os.loadavg()[0]!.toFixed(1));
const loadBefore = load();
const engines: Engine[] = seededTemplate() ? [] : ['pglite'];
if (process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL) engines.push('postgres');
const rows: Row[] = [];
const infos: RunContext['engines'] = [];
for (const engine of engines) {
  const { rows: engineRows, info } = await benchEngine(engine);
  rows.push(...engineRows);
  infos.push(info);
}

const context: RunContext = {
  at: new Date().toISOString(),
  cpus: os.availableParallelism(),
  node: process.version,
  seconds: SECONDS,
  loadBefore,
  loadAfter: load(),
  engines: infos,
};
const goals = checkGoals(rows);
const seeded = infos
  .map((i) => `${i.engine}: ${JSON.stringify(i.counts)} seeded in ${i.seeding.totalSeconds} s`)
  .join('; ');
const markdown = [
  contextLine(context),
  '',
  `Data set: ${seeded}.`,
  '',
  markdownTable(rows),
  '',
  'Goals:',
  '',
  goalsList(goals),
].join('\n');
console.log(markdown);
writeResults(root, context, rows, goals, markdown, ONLY.length > 0);

// Messages across two instances (issue 16, ADR 022): PostgreSQL, Redis and 1 000 open streams of
// their own, so a process of its own after the table; it prints its own lines (`bench:messages`).
if (ONLY.length === 0 && engines.includes('postgres')) {
  const messages = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(import.meta.dirname, 'messages.ts')],
    {
      stdio: 'inherit',
    },
  );
  if (messages.status !== 0) process.exitCode = 1;
}
