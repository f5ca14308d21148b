// The CPU cost of one suggestions and one best-matches request, split (issue 29, ADR 043): the app's
// own CPU (process.cpuUsage around app.inject), the re-rank's part of it (the lexical ranker's `score` and `explain`,
// wrapped), and PostgreSQL's CPU per statement (the backend's /proc/<pid>/schedstat, in ns, around each
// query), over a database `npm run seed:large` filled. CPU time, not wall time: the machine is shared.
//   DATABASE_URL (the seeded database; sessions are written to it), BENCH_RUNS (40), BENCH_SPREAD (40)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { lexicalRanker } from '../src/modules/matching/lexical-ranker';
import { buildInProcessApp } from './in-process-app';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SPREAD = Number(process.env.BENCH_SPREAD ?? 40);

/** A backend's CPU time so far, in ms (schedstat's first field is ns on a CPU). */
const backendCpuMs = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

const sqlCpu = new Map<string, number>();
const labelOf = (text: string) => {
  if (/ union /.test(text)) return 'candidates (the union of branches)';
  const table = /from "?([a-z_]+)"?/.exec(text)?.[1] ?? text.slice(0, 30);
  return `other: from ${table}`;
};
const query = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: a bench-only wrapper around the driver's overloads
(pg.Client.prototype as any).query = function (this: pg.Client & { processID?: number }, ...args: any[]) {
  const text: string | undefined = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  const pid = this.processID;
  if (!text || !pid) return query.apply(this, args as never);
  const before = backendCpuMs(pid);
  const done = () => {
    const label = labelOf(text);
    sqlCpu.set(label, (sqlCpu.get(label) ?? 0) + backendCpuMs(pid) - before);
  };
  // The pool passes a callback; drizzle on a client awaits the promise.
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      done();
      return last(...results);
    };
    return query.apply(this, args as never);
  }
  const result = query.apply(this, args as never) as unknown as Promise<unknown>;
  return result.then(
    (value) => {
      done();
      return value;
    },
    (err) => {
      done();
      throw err;
    },
  );
};

let rerankMs = 0;
const timed = <A extends unknown[], R>(fn: (...args: A) => R) =>
  ((...args: A) => {
    const cpu = process.cpuUsage();
    const out = fn(...args);
    const used = process.cpuUsage(cpu);
    rerankMs += (used.user + used.system) / 1000;
    return out;
  }) as (...args: A) => R;
// The re-rank: scoring every candidate and explaining those shown (both synchronous inside).
const ranker = lexicalRanker as { -readonly [K in keyof typeof lexicalRanker]: (typeof lexicalRanker)[K] };
ranker.score = timed(lexicalRanker.score);
ranker.explain = timed(lexicalRanker.explain);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: a database npm run seed:large filled');
// dataDir is PGlite's; with a URL it is unused.
const db = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const app = await buildInProcessApp(db);
const cookieOf = async (userId: string) => `accessToken=${await app.sessions.create(userId)}`;

// Open jobs of distinct clients and findable freelancers, spread over the data set (a fixed order).
const jobRows = (
  await db.db.execute(
    sql`select distinct on (client_id) id, client_id from jobs where status = 'open' and is_listed order by client_id, id limit ${SPREAD}`,
  )
).rows as Array<{ id: string; client_id: string }>;
const freelancerRows = (
  await db.db.execute(sql`select user_id from talent_search order by user_id limit ${SPREAD}`)
).rows as Array<{ user_id: string }>;
const suggestionCalls = await Promise.all(
  jobRows.map(async (r) => ({
    url: `/api/client/jobs/${r.id}/suggestions`,
    cookie: await cookieOf(r.client_id),
  })),
);
const bestMatchCalls = await Promise.all(
  freelancerRows.map(async (r) => ({
    url: '/api/freelancer/best-matches?page=1',
    cookie: await cookieOf(r.user_id),
  })),
);

type Call = { url: string; cookie: string };
async function measure(calls: Call[]) {
  sqlCpu.clear();
  rerankMs = 0;
  const cpu = process.cpuUsage();
  for (const call of calls) {
    const res = await app.inject({ method: 'GET', url: call.url, headers: { cookie: call.cookie } });
    if (res.statusCode !== 200) throw new Error(`${call.url}: ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(cpu);
  const n = calls.length;
  const per = (ms: number) => Number((ms / n).toFixed(2));
  return {
    requests: n,
    appCpuMs: per((used.user + used.system) / 1000),
    rerankCpuMs: per(rerankMs),
    sqlCpuMs: Object.fromEntries([...sqlCpu].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, per(v)])),
    sqlTotalMs: per([...sqlCpu.values()].reduce((a, b) => a + b, 0)),
  };
}

const report: Record<string, unknown> = { loadBefore: os.loadavg()[0] };
for (const [name, calls] of [
  ['suggestions', suggestionCalls],
  ['best-matches', bestMatchCalls],
] as const) {
  // Warm-up: JIT, and the pool's connections.
  for (const call of calls.slice(0, 5))
    await app.inject({ method: 'GET', url: call.url, headers: { cookie: call.cookie } });
  // The same request again and again (as `npm run bench` sends it), then one each over SPREAD others.
  report[`${name}, one request ×${RUNS}`] = await measure(Array.from({ length: RUNS }, () => calls[0]!));
  report[`${name}, ${calls.length} different`] = await measure(calls);
}
report.loadAfter = os.loadavg()[0];
console.log(JSON.stringify(report, null, 2));
await app.close();
await db.close();
