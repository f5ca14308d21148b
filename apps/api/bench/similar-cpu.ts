// similarTo's cost and answers before and after its bound (ADR 043, amendment "similar jobs
// bounded"): PostgreSQL backend CPU per call (/proc/<pid>/schedstat), the overlap of the ten nearest
// (the assistant's neighbours) and the bid range a proposal's hints would show, for job-post
// descriptions and for open jobs of the seeded data set. Run with DATABASE_URL = a seed:large database.
//   SIMILAR_POOLS (comma-separated pools to try, "300,600,1000"), SIMILAR_HIRED_SHARE (0; see below)
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema';
import { anyWordQuery } from '../src/lib/search-sql';
import { createJobCandidatesRepository } from '../src/modules/jobs/job-candidates.repository';
import { middleHalfOf } from '../src/modules/matching/assistant';
import { queryWordsOf } from '../src/modules/matching/words';
import { unboundedSimilarTo } from './similar-unbounded';

const POOLS = (process.env.SIMILAR_POOLS ?? '300,600,1000').split(',').map(Number);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const pid = (client as pg.Client & { processID: number }).processID;
const db = drizzle(client, { schema });
const cpuMs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
const fresh = createJobCandidatesRepository(db as never);
// The seeded data set has no hires: SIMILAR_HIRED_SHARE marks that share of the older seen jobs as
// hired (published over 30 days before the newest), inside a transaction rolled back at the end.
const hiredShare = Number(process.env.SIMILAR_HIRED_SHARE ?? 0);
if (hiredShare > 0) {
  await client.query('begin');
  await client.query(
    `update jobs set hires = 1 where status <> 'draft' and is_listed
       and published_at < (select max(published_at) from jobs) - interval '30 days'
       and ('x' || substr(md5(id::text), 1, 8))::bit(32)::int::bigint % 1000 < $1`,
    [Math.round(hiredShare * 1000)],
  );
  await client.query('analyze jobs');
}

const DESCRIPTIONS = [
  'Build a React dashboard with charts for our sales data',
  'Logo design and brand identity for a coffee shop',
  'Python script to scrape product prices and save them to a spreadsheet',
  'WordPress website for a dental clinic with online booking',
  'Mobile app in Flutter for a fitness studio',
  'Write SEO blog posts about personal finance',
  'Edit a YouTube video series with subtitles',
  'Set up AWS infrastructure with Terraform and Kubernetes',
];
const skillRows = (await db.execute(sql`select id, lower(name) as name from skills`)).rows as Array<{
  id: string;
  name: string;
}>;
const skillsNamed = (text: string) =>
  skillRows
    .filter((s) => new RegExp(`\\b${s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text))
    .map((s) => s.id);
const openJobs = (
  await db.execute(sql`
    select j.id, j.title, j.description, j.budget_type,
      coalesce((select array_agg(skill_id) from job_skills where job_id = j.id), '{}') as skill_ids
    from jobs j where status = 'open' and is_listed order by id limit 12`)
).rows as Array<{ id: string; title: string; description: string; budget_type: string; skill_ids: string[] }>;

const cases = [
  ...DESCRIPTIONS.map((d) => ({
    label: d.slice(0, 40),
    skillIds: skillsNamed(d),
    text: d,
    limit: 100,
    jobId: null,
    type: null,
  })),
  ...openJobs.map((j) => ({
    label: `job ${j.id.slice(0, 8)}`,
    skillIds: j.skill_ids,
    text: `${j.title} ${j.description}`,
    limit: 50,
    jobId: j.id,
    type: j.budget_type,
  })),
];

async function bidRange(
  rows: Array<{ id: string; budgetType: string | null }>,
  jobId: string | null,
  type: string | null,
) {
  const ids = rows.filter((r) => r.id !== jobId && (type === null || r.budgetType === type)).map((r) => r.id);
  if (!ids.length) return null;
  const bids = (
    await db.execute(
      sql`select bid_cents from proposals where job_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  ).rows as Array<{ bid_cents: number }>;
  const range = middleHalfOf(
    bids.map((b) => Number(b.bid_cents)),
    5,
  );
  return range ? `${range.minCents}–${range.maxCents} (${bids.length})` : null;
}

for (const c of cases) {
  const wanted = { skillIds: c.skillIds, words: anyWordQuery(queryWordsOf(c.text, 16)), limit: c.limit };
  const timed = async <T>(run: () => Promise<T>) => {
    await run();
    const before = cpuMs();
    const out = await run();
    return { out, ms: cpuMs() - before };
  };
  const o = await timed(() => unboundedSimilarTo(db as never, wanted));
  const line = [
    `${c.label.padEnd(40)} old ${o.ms.toFixed(0).padStart(5)} ms n=${o.out.length} bids ${await bidRange(o.out, c.jobId, c.type)}`,
  ];
  const oldTop = new Set(o.out.slice(0, 10).map((r) => r.id));
  for (const pool of POOLS) {
    const n = await timed(() => fresh.similarTo({ ...wanted, pool, hiredPool: c.jobId ? undefined : pool }));
    const overlap = n.out.slice(0, 10).filter((r) => oldTop.has(r.id)).length;
    line.push(
      `pool ${pool}: ${n.ms.toFixed(1)} ms n=${n.out.length} top10∩${overlap} bids ${await bidRange(n.out, c.jobId, c.type)}`,
    );
  }
  if (!c.jobId) {
    const hiredIn = async (rows: Array<{ id: string }>) =>
      (
        await db.execute(
          sql`select count(*)::int as n from jobs where hires > 0 and id in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        )
      ).rows[0]!.n;
    line.push(`hired among old ${await hiredIn(o.out)}`);
    for (const pool of POOLS) {
      const n = await fresh.similarTo({ ...wanted, pool, hiredPool: pool });
      line.push(`pool ${pool} hired ${await hiredIn(n)}`);
    }
  }
  console.log(line.join(' | '));
}
if (hiredShare > 0) await client.query('rollback');
await client.end();
