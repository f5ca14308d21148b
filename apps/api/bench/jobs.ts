// `npm run bench:jobs`: the latency of GET /api/jobs per query shape, in process (app.inject: routing,
// validation, the SQL and serialization, no network), over the large data set of `npm run bench`
// (seed-large.ts, 100 000 jobs) on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set. Where
// `npm run bench` gives one search's throughput and latency under load, this says which shapes of
// search are slow. Prints a markdown table with p50/p99 per shape.
//   BENCH_RUNS (runs per query, 30), BENCH_SCALE (1), BENCH_DATABASE_URL
import os from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import type { App } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { categories, skills } from '../src/db/schema';
import { benchCounts, type Engine, prepareDatabase } from './database';
import { buildInProcessApp } from './in-process-app';
import { BENCH_FREELANCER, largeUser } from './seed/seed-large';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const COUNTS = benchCounts(Number(process.env.BENCH_SCALE ?? 1));
const TARGET_P99_MS = 50;

type Case = { label: string; url: (ids: Ids) => string; signedIn?: boolean };
type Ids = { category: string; skills: string[] };

const CASES: Case[] = [
  { label: 'newest, page 1', url: () => '/api/jobs' },
  { label: 'newest, page 5', url: () => '/api/jobs?page=5' },
  { label: 'newest, page 50', url: () => '/api/jobs?page=50' },
  { label: 'newest, signed-in freelancer (isSaved)', url: () => '/api/jobs', signedIn: true },
  { label: 'q "react"', url: () => '/api/jobs?q=react' },
  { label: 'q "react developer", page 3', url: () => '/api/jobs?q=react+developer&page=3' },
  { label: 'q "website"', url: () => '/api/jobs?q=website' },
  { label: 'q "machine learning"', url: () => '/api/jobs?q=machine+learning' },
  { label: 'q "logo design"', url: () => '/api/jobs?q=logo+design' },
  { label: 'q phrase "landing page"', url: () => '/api/jobs?q=%22landing+page%22' },
  { label: 'q "python -django"', url: () => '/api/jobs?q=python+-django' },
  { label: 'q rare "kubernetes"', url: () => '/api/jobs?q=kubernetes' },
  { label: 'q no match "zyxwvut"', url: () => '/api/jobs?q=zyxwvut' },
  { label: 'q "website" + category', url: (ids) => `/api/jobs?q=website&category=${ids.category}` },
  { label: 'category', url: (ids) => `/api/jobs?category=${ids.category}` },
  { label: 'category, page 10', url: (ids) => `/api/jobs?category=${ids.category}&page=10` },
  { label: 'skills (any of 2)', url: (ids) => `/api/jobs?skills=${ids.skills.slice(0, 2).join(',')}` },
  { label: 'hourly $20–$40', url: () => '/api/jobs?budgetType=hourly&budgetMin=2000&budgetMax=4000' },
  {
    label: 'fixed $500–$5000, budget high→low',
    url: () => '/api/jobs?budgetType=fixed&budgetMin=50000&budgetMax=500000&sort=budget_desc',
  },
  { label: 'budget low→high', url: () => '/api/jobs?sort=budget_asc' },
  { label: 'experience expert + entry', url: () => '/api/jobs?experience=expert,entry' },
  {
    label: 'q "api" + skills + expert + budget sort',
    url: (ids) => `/api/jobs?q=api&skills=${ids.skills.join(',')}&experience=expert&sort=budget_desc`,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Sample = { wallMs: number; cpuMs: number };

/** Wall time, and this process's CPU time: on a busy machine the wall time also counts the wait for a
 * core, while PGlite's CPU time (it runs in this process) is the query's own cost. */
async function time(app: App, url: string, cookie: string | undefined) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, total: res.json<{ total: number }>().total };
}

const summarize = (samples: Sample[]) => {
  const wall = samples.map((s) => s.wallMs).sort((a, b) => a - b);
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
  return {
    p50: percentile(wall, 50),
    p99: percentile(wall, 99),
    cpu50: percentile(cpu, 50),
    cpu99: percentile(cpu, 99),
  };
};

/** The ids the query shapes filter by: the Web Development category and three of its skills. */
async function idsOf(db: Database): Promise<Ids> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, 'Web Development'));
  const skillNames = ['React', 'Node.js', 'TypeScript'];
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.name, skillNames));
  return { category: category!.id, skills: skillNames.map((name) => rows.find((r) => r.name === name)!.id) };
}

async function benchEngine(kind: Engine) {
  const seeded = await prepareDatabase(kind, COUNTS);
  console.error(`${kind}: seeded ${JSON.stringify(seeded.seeding.rows)} in ${seeded.seeding.totalSeconds} s`);
  const db = await openDatabase({ databaseUrl: seeded.databaseUrl || undefined, dataDir: seeded.dataDir });
  const ids = await idsOf(db.db);

  const app = await buildInProcessApp(db, process.env.BENCH_LOG ?? 'silent');
  const cookie = `accessToken=${await app.sessions.create(largeUser(BENCH_FREELANCER).id)}`;

  // The server's CPU is not in this process for PostgreSQL, so its CPU columns stay empty.
  const cpuCell = (ms: number) => (kind === 'pglite' ? ms.toFixed(1) : '');
  const rows: string[] = [];
  const all: Sample[] = [];
  for (const c of CASES) {
    const url = c.url(ids);
    const auth = c.signedIn ? cookie : undefined;
    const { total } = await time(app, url, auth); // warm-up
    const samples: Sample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await time(app, url, auth));
    all.push(...samples);
    const m = summarize(samples);
    rows.push(
      `| ${kind} | ${c.label} | ${total} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${cpuCell(m.cpu50)} | ${cpuCell(m.cpu99)} |`,
    );
  }
  const m = summarize(all);
  rows.push(
    `| ${kind} | **all ${all.length} requests** | | **${m.p50.toFixed(1)}** | **${m.p99.toFixed(1)}** | ${cpuCell(m.cpu50)} | ${cpuCell(m.cpu99)} |`,
  );
  await app.close();
  await db.close();
  await seeded.drop();
  return { rows, ...m, seedSeconds: seeded.seeding.totalSeconds };
}

const load = () => os.loadavg()[0]!.toFixed(1);
const engines: Engine[] = process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const loadBefore = load();
const results = [];
for (const kind of engines) results.push({ kind, ...(await benchEngine(kind)) });

console.log(
  `\nGET /api/jobs via app.inject over ${COUNTS.jobs.toLocaleString('en-US')} seeded jobs, ${RUNS} runs per query`,
);
console.log(`(${os.cpus().length} CPUs, load average ${loadBefore} before and ${load()} after)\n`);
console.log('| engine | query | matches | p50 ms | p99 ms | CPU p50 ms | CPU p99 ms |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of results) for (const row of r.rows) console.log(row);
for (const r of results) {
  const target =
    r.kind === 'pglite'
      ? `, ${r.p99 <= TARGET_P99_MS ? 'within' : 'over'} the ${TARGET_P99_MS} ms target`
      : '';
  console.log(`\n${r.kind}: seeding ${r.seedSeconds} s; p99 ${r.p99.toFixed(1)} ms${target}`);
}
