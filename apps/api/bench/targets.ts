import { BENCH_ADMIN, login } from './app-process';
import type { Target } from './measure';
import { BENCH_FREELANCER, LARGE_PASSWORD, largeUser } from './seed/seed-large';

/** What a read stands for, so the goals can find it. */
export type ReadKind =
  | 'health'
  | 'public-cached'
  | 'session-read'
  | 'admin-list'
  | 'job-search'
  | 'job-page'
  | 'talent-search'
  | 'suggestions'
  | 'best-matches';

export type Read = { name: string; kind: ReadKind; target: Target };

export type Sessions = { admin: string; freelancer: string; client: string };

/** A client of the large data set (every third user; this one is active) who owns open jobs. */
const BENCH_CLIENT = 3;

export async function signIn(base: string): Promise<Sessions> {
  return {
    admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
    freelancer: await login(base, largeUser(BENCH_FREELANCER).email, LARGE_PASSWORD),
    client: await login(base, largeUser(BENCH_CLIENT).email, LARGE_PASSWORD),
  };
}

/** The newest open job, as a visitor finds it on the board. */
async function openJobId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/jobs?sort=newest&limit=1`);
  const id = ((await res.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  if (!id) throw new Error('no open job in the data set');
  return id;
}

/** One of the bench client's open jobs, for its suggested freelancers. */
async function clientJobId(base: string, cookie: string): Promise<string> {
  const res = await fetch(`${base}/api/client/jobs?status=open&limit=1`, { headers: { cookie } });
  const id = ((await res.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  if (!id) throw new Error('the bench client has no open job in the data set');
  return id;
}

/** A default category's id, for a filtered talent search. */
async function categoryId(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/categories`);
  const id = ((await res.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (c) => c.name === name,
  )?._id;
  if (!id) throw new Error(`no category ${name} in the data set`);
  return id;
}

/** The reads the issues name, each as a real client sends it. */
export async function readTargets(base: string, sessions: Sessions): Promise<Read[]> {
  return [
    { name: 'GET /api/health', kind: 'health', target: { path: '/api/health' } },
    {
      name: 'GET /api/categories (public, cached)',
      kind: 'public-cached',
      target: { path: '/api/categories' },
    },
    {
      name: 'GET /api/auth/me (its one query: the session, cached on PGlite)',
      kind: 'session-read',
      target: { path: '/api/auth/me', headers: { cookie: sessions.freelancer } },
    },
    {
      name: 'GET /api/admin/users (search page)',
      kind: 'admin-list',
      target: {
        path: '/api/admin/users?role=freelancer&search=ada&sort=name&order=asc&page=3&limit=5',
        headers: { cookie: sessions.admin },
      },
    },
    {
      name: 'GET /api/jobs?q=react&sort=newest (job search)',
      kind: 'job-search',
      target: { path: '/api/jobs?q=react&sort=newest' },
    },
    {
      name: 'GET /api/jobs/:id (open job page)',
      kind: 'job-page',
      target: { path: `/api/jobs/${await openJobId(base)}` },
    },
    // Find Talent (issue 14): a broad ranked search, and filters with a sort (no words).
    {
      name: 'GET /api/freelancers?q=react (talent search, best match)',
      kind: 'talent-search',
      target: { path: '/api/freelancers?q=react' },
    },
    {
      name: 'GET /api/freelancers?categoryId=…&minRateCents=3000&sort=rate_asc&page=3 (talent filters)',
      kind: 'talent-search',
      target: {
        path: `/api/freelancers?categoryId=${await categoryId(base, 'Web Development')}&minRateCents=3000&sort=rate_asc&page=3`,
      },
    },
    // Matching (issue 29, ADR 036): up to 20 freelancers ranked for one of the client's jobs.
    {
      name: 'GET /api/client/jobs/:id/suggestions (suggested freelancers)',
      kind: 'suggestions',
      target: {
        path: `/api/client/jobs/${await clientJobId(base, sessions.client)}/suggestions`,
        headers: { cookie: sessions.client },
      },
    },
    // The other way round: open jobs ranked for the bench freelancer's complete profile.
    {
      name: 'GET /api/freelancer/best-matches (jobs ranked for a profile)',
      kind: 'best-matches',
      target: { path: '/api/freelancer/best-matches?page=1', headers: { cookie: sessions.freelancer } },
    },
  ];
}

/** Argon2id-bound: each request hashes. Every request from a new address, as a flood would. */
export const loginTarget: Target = {
  method: 'POST',
  path: '/api/auth/login',
  body: JSON.stringify({ email: largeUser(2).email, password: LARGE_PASSWORD }),
  spreadIps: true,
};
