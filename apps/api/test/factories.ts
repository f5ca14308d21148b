import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '@skillora/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';

export const DEFAULT_PASSWORD = 'correct horse battery';
// A fixture user's hash is a real argon2id hash at the cheapest cost: every login verifies it with
// the parameters stored in it, so a test that logs in is not paying production's 19 MiB, t=2 each
// time (the sign-up and password tests hash through the service and keep the real cost).
// algorithm 2 is Argon2id (a const enum that verbatimModuleSyntax cannot import).
const FIXTURE_HASH = { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 };
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hash(password, FIXTURE_HASH));
  return hashes.get(password)!;
};

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A user straight in the database (skipping the mail round trip when a test is not about sign-up). */
export async function createUser(
  db: Database,
  overrides: {
    role?: Role;
    status?: 'active' | 'blocked';
    email?: string;
    name?: string;
    password?: string;
  } = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash = await cachedHash(password);
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? 'Test User',
      email: (overrides.email ?? uniqueEmail(overrides.role ?? 'user')).toLowerCase(),
      passwordHash,
      role: overrides.role ?? 'freelancer',
      status: overrides.status ?? 'active',
    })
    .returning();
  return { ...row!, passwordHash, password };
}

export async function setStatus(db: Database, userId: string, status: 'active' | 'blocked') {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}

let logins = 0;
/**
 * Each test login comes from its own address (198.18.0.0/15, the benchmarking range): the per-IP
 * login limit counts in real time, and a property test that signs in hundreds of users is many
 * people, not one person guessing.
 */
const nextAddress = () => {
  logins += 1;
  return `198.18.${(logins >> 8) & 255}.${logins & 255}`;
};

/** Logs in through the API and returns the cookie header to send as that user. */
export async function loginAs(app: App, email: string, password = DEFAULT_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ accessToken: string }>().accessToken;
  return { cookie: `accessToken=${token}`, token };
}
