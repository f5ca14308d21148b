import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from './concurrency-limit';

// OWASP's argon2id minimum (19 MiB, t=2, p=1).
// algorithm 2 is Argon2id (a const enum that verbatimModuleSyntax cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * @node-rs/argon2 hashes on libuv's thread pool, so hashing never blocks the event loop, but four
 * pool threads hashing at once still take every core from it: during a login flood, reads waited
 * for CPU. At most one hash per core but one runs at a time, so a core stays for serving requests;
 * extra logins queue (they are slow by design, and rate limited).
 */
const limitHashing = createConcurrencyLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string) => limitHashing(() => hash(password, OPTIONS));

/** A user without a password (signs in only with a provider, issue 17) never matches. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await burnPasswordCheck(password);
    return false;
  }
  try {
    return await limitHashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** What a service needs to hash; tests count the calls to prove every path does the same work. */
export type PasswordHasher = { hash: (password: string) => Promise<string> };
export const argon2Hasher: PasswordHasher = { hash: hashPassword };

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when there is no account, so timing does not tell. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('skillora-no-such-account');
  await verifyPassword(await dummyHash, password);
}
