import { BENCH_FREELANCER, LARGE_PASSWORD, largeUser } from '../src/db/seed-large';
import { BENCH_ADMIN, login } from './app-process';
import type { Target } from './measure';

/** What a read stands for, so the goals can find it. */
export type ReadKind = 'health' | 'public-cached' | 'session-read' | 'admin-list' | 'job-search' | 'job-page';

export type Read = { name: string; kind: ReadKind; target: Target };

export type Sessions = { admin: string; freelancer: string };

export async function signIn(base: string): Promise<Sessions> {
  return {
    admin: await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password),
    freelancer: await login(base, largeUser(BENCH_FREELANCER).email, LARGE_PASSWORD),
  };
}

/** The newest open job, as a visitor finds it on the board. */
async function openJobId(base: string): Promise<string> {
  const res = await fetch(`${base}/api/jobs?sort=newest&limit=1`);
  const id = ((await res.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  if (!id) throw new Error('no open job in the data set');
  return id;
}

/** The reads the issue names, each as a real client sends it. */
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
  ];
}

/** Argon2id-bound: each request hashes. Every request from a new address, as a flood would. */
export const loginTarget: Target = {
  method: 'POST',
  path: '/api/auth/login',
  body: JSON.stringify({ email: largeUser(2).email, password: LARGE_PASSWORD }),
  spreadIps: true,
};
