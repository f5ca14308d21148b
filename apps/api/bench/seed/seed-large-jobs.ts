import { JOB_DURATIONS } from '@skillora/shared/constants';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { categories, jobs, skills } from '../../src/db/schema';
import { insertRows } from './seed-batches';
import {
  CATEGORY_SENTENCES,
  COVER_LETTER_SENTENCES,
  GENERIC_SENTENCES,
  INDUSTRIES,
  RARE_SENTENCE,
  SKILLS_BY_CATEGORY,
  TITLES,
} from './seed-large-corpus';
import { largeUser } from './seed-large-people';
import { createRandom, type Random, stableUuid } from './seed-random';

/** The eight default categories; every catalog item belongs to one and its jobs use its words. */
const THEMES = Object.keys(SKILLS_BY_CATEGORY);
/** Dates are fixed too, so the same seed gives the same "newest" order whenever it runs. */
const NOW = Date.parse('2026-11-01T12:00:00Z');
const DAY_MS = 86_400_000;
const BATCH = 2000;
/** The freelancer the benchmark signs in as: some proposals and saved jobs of their own. */
export const BENCH_FREELANCER = 1;

const JOBS = {
  table: 'jobs',
  record:
    'id uuid, client_id uuid, title text, description text, category_id uuid, budget_type text, budget_min_cents int, budget_max_cents int, experience_level text, duration text, status text, is_listed boolean, skill_ids uuid[], published_at timestamptz, created_at timestamptz',
  columns: {
    ...Object.fromEntries(
      'id client_id title description category_id budget_type budget_min_cents budget_max_cents experience_level duration status is_listed published_at created_at'
        .split(' ')
        .map((c) => [c, `r.${c}`]),
    ),
    updated_at: 'r.created_at',
    // Exactly what the jobs repository writes (skillNamesOfJob), so search sees the same words.
    skill_names: `coalesce((select string_agg(s.name, ' ' order by lower(s.name)) from skills s where s.id = any(r.skill_ids)), '')`,
  },
};
const JOB_SKILLS = { table: 'job_skills', record: 'job_id uuid, skill_id uuid' };
const PROPOSALS = {
  table: 'proposals',
  record:
    'id uuid, job_id uuid, freelancer_id uuid, cover_letter text, bid_cents int, duration text, status text, created_at timestamptz, updated_at timestamptz',
};
const SAVED_JOBS = { table: 'saved_jobs', record: 'freelancer_id uuid, job_id uuid, created_at timestamptz' };

/** "Category 0042" -> theme 41 % 8; a default category is its own theme. */
function themeOf(name: string): string | null {
  if (THEMES.includes(name)) return name;
  const n = Number(name.match(/ (\d+)$/)?.[1]);
  return Number.isInteger(n) && n > 0 ? THEMES[(n - 1) % THEMES.length]! : null;
}

export async function readCatalog(db: Database) {
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const skillRows = await db.select({ id: skills.id, name: skills.name }).from(skills);
  // Sorted, so the same catalog gives the same picks whatever order the database returns.
  const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
  const themed = categoryRows
    .map((c) => ({ ...c, theme: themeOf(c.name) }))
    .filter((c): c is typeof c & { theme: string } => c.theme !== null)
    .sort(byName);
  const skillId = new Map(skillRows.map((s) => [s.name, s.id]));
  const extraSkills = new Map(THEMES.map((t) => [t, [] as string[]]));
  for (const s of skillRows.sort(byName)) {
    if (!THEMES.some((t) => SKILLS_BY_CATEGORY[t]!.includes(s.name))) {
      const theme = themeOf(s.name);
      if (theme) extraSkills.get(theme)!.push(s.id);
    }
  }
  return {
    defaults: themed.filter((c) => THEMES.includes(c.name)),
    others: themed.filter((c) => !THEMES.includes(c.name)),
    skillId,
    extraSkills,
  };
}

const distinct = <T>(count: number, pick: () => T) => [...new Set(Array.from({ length: count }, pick))];

/** A moment after the job was published (within 20 days, and not after NOW). */
const afterPublished = (r: Random, job: { published_at: string | null }) => {
  const publishedAt = Date.parse(job.published_at!);
  return new Date(publishedAt + r.next() * Math.min(20 * DAY_MS, NOW - publishedAt)).toISOString();
};

export type Catalog = Awaited<ReturnType<typeof readCatalog>>;

/** One job post, written like a real one: a title and sentences of its theme, skills from its pool. */
function makeJob(r: Random, i: number, catalog: Catalog, clientNumbers: number[]) {
  const isDefault = catalog.others.length === 0 || r.next() < 0.6;
  const category = r.pick(isDefault ? catalog.defaults : catalog.others);
  const pool = SKILLS_BY_CATEGORY[category.theme]!;
  const chosen = distinct(r.int(1, Math.min(6, pool.length)), () => r.pick(pool));
  const extras = catalog.extraSkills.get(category.theme)!;
  const extraIds = isDefault || extras.length === 0 ? [] : distinct(r.int(0, 2), () => r.pick(extras));
  const fill = (text: string) =>
    text
      .replaceAll('{skill}', chosen[0]!)
      .replaceAll('{skill2}', r.pick(pool))
      .replaceAll('{industry}', r.pick(INDUSTRIES));
  const own = CATEGORY_SENTENCES[category.theme]!;
  const sentences = [
    ...Array.from({ length: r.int(1, 3) }, () => fill(r.pick(GENERIC_SENTENCES))),
    ...Array.from({ length: r.int(1, 3) }, () => fill(r.pick(own))),
    ...Array.from({ length: r.int(0, 3) }, () => fill(r.pick(GENERIC_SENTENCES))),
  ];
  if (r.next() < 0.002) sentences.push(RARE_SENTENCE);
  const roll = r.next();
  const status = roll < 0.8 ? 'open' : roll < 0.9 ? 'closed' : 'draft';
  const isFixed = r.next() < 0.6;
  const fixed = Math.round(50 * 1000 ** r.next()) * 100; // $50 to $50 000, log-uniform
  const rate = r.int(10, 80) * 100;
  const publishedAt = status === 'draft' ? null : NOW - r.next() * 365 * DAY_MS;
  return {
    id: stableUuid(`job-${i}`),
    client_id: largeUser(r.pick(clientNumbers)).id,
    title: fill(r.pick(TITLES[category.theme]!)),
    description: sentences.join(' '),
    category_id: category.id,
    budget_type: isFixed ? 'fixed' : 'hourly',
    budget_min_cents: isFixed ? fixed : rate,
    budget_max_cents: isFixed ? fixed : rate + r.int(5, 60) * 100,
    experience_level: r.pick(['entry', 'intermediate', 'expert']),
    duration: r.pick(JOB_DURATIONS),
    status,
    is_listed: r.next() > 0.02,
    skill_ids: [...chosen.map((name) => catalog.skillId.get(name)!), ...extraIds],
    published_at: publishedAt === null ? null : new Date(publishedAt).toISOString(),
    created_at: new Date((publishedAt ?? NOW) - r.next() * 3 * DAY_MS).toISOString(),
  };
}

type Job = ReturnType<typeof makeJob>;

function makeProposal(r: Random, job: Job, freelancer: number) {
  const createdAt = afterPublished(r, job);
  const bid =
    job.budget_type === 'fixed'
      ? Math.max(100, Math.round((job.budget_min_cents * (0.7 + 0.6 * r.next())) / 100) * 100)
      : r.int(job.budget_min_cents / 100, job.budget_max_cents / 100) * 100;
  return {
    id: stableUuid(`proposal-${job.id}-${freelancer}`),
    job_id: job.id,
    freelancer_id: largeUser(freelancer).id,
    cover_letter: distinct(r.int(2, 3), () => r.pick(COVER_LETTER_SENTENCES)).join(' '),
    bid_cents: bid,
    duration: r.pick(JOB_DURATIONS),
    status: r.pick(['submitted', 'submitted', 'submitted', 'shortlisted', 'declined', 'withdrawn']),
    created_at: createdAt,
    updated_at: createdAt,
  };
}

const usersWhere = (count: number, test: (u: ReturnType<typeof largeUser>) => boolean) =>
  Array.from({ length: count }, (_, i) => i + 1).filter((n) => test(largeUser(n)));

/**
 * `count` jobs by the large data set's active clients over the whole catalog (60 % in the eight
 * default categories), 80 % open, 10 % closed, 10 % drafts, 2 % unlisted; proposals from active
 * freelancers on half the open jobs; and the bench freelancer's own proposals and saved jobs.
 * Generated and inserted a batch at a time, so memory stays flat.
 */
export async function seedLargeJobs(db: Database, counts: { jobs: number; users: number }) {
  const totals = { jobs: 0, jobSkills: 0, proposals: 0, savedJobs: 0 };
  // Seeded already (users and the catalog are skipped row by row; jobs all at once).
  const [seeded] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.id, stableUuid('job-0')));
  if (seeded) return totals;
  const r = createRandom(20261122);
  const catalog = await readCatalog(db);
  const clients = usersWhere(counts.users, (u) => u.role === 'client' && !u.isBlocked);
  const freelancers = usersWhere(counts.users, (u) => u.role === 'freelancer' && !u.isBlocked);
  let benchSaved = 0;

  for (let start = 0; start < counts.jobs; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, counts.jobs - start) }, (_, k) =>
      makeJob(r, start + k, catalog, clients),
    );
    const proposals = [];
    const saved = [];
    for (const job of batch) {
      if (job.status !== 'open') continue;
      const from = r.next() < 0.5 ? distinct(r.int(1, 8), () => r.pick(freelancers)) : [];
      // About 40 proposals and 200 saved jobs of the bench freelancer at full size, and a few at any size.
      const isEarly = benchSaved < 5;
      if ((isEarly || r.next() < 0.0005) && !from.includes(BENCH_FREELANCER)) from.push(BENCH_FREELANCER);
      proposals.push(...from.map((n) => makeProposal(r, job, n)));
      if (job.is_listed && (isEarly || r.next() < 0.0025)) {
        benchSaved += 1;
        const savedAt = afterPublished(r, job);
        saved.push({ freelancer_id: largeUser(BENCH_FREELANCER).id, job_id: job.id, created_at: savedAt });
      }
    }
    const jobSkills = batch.flatMap((job) => job.skill_ids.map((skill_id) => ({ job_id: job.id, skill_id })));
    await insertRows(db, JOBS, batch);
    await insertRows(db, JOB_SKILLS, jobSkills);
    await insertRows(db, PROPOSALS, proposals);
    await insertRows(db, SAVED_JOBS, saved);
    totals.jobs += batch.length;
    totals.jobSkills += jobSkills.length;
    totals.proposals += proposals.length;
    totals.savedJobs += saved.length;
  }
  return totals;
}
