import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, uniqueEmail } from '../../../test/factories';
import { createMemoryFailureCounter } from '../../lib/failure-counter';
import { hashPassword, type PasswordHasher } from '../../lib/password';
import { createLoginStep, createPasskeySignIn, relyingPartyOf } from '../two-factor';
import { createAuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { emailCodes } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** The real service with a hasher that counts its calls (and still hashes for real). */
function countingService() {
  const calls = { hash: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => {
      calls.hash += 1;
      return hashPassword(password);
    },
  };
  const { uow, clock } = ctx.app;
  const loginStep = createLoginStep({ uow, clock });
  const service = createAuthService({
    uow: ctx.app.uow,
    sessions: ctx.app.sessions,
    throttle: createLoginThrottle(createMemoryFailureCounter()),
    secondStepThrottle: createLoginThrottle(createMemoryFailureCounter(), 'secondStep'),
    loginStep,
    passkeySignIn: createPasskeySignIn({ uow, clock, rp: relyingPartyOf(ctx.app.config), loginStep }),
    passkeyThrottle: createLoginThrottle(createMemoryFailureCounter(), 'passkey'),
    clock: ctx.app.clock,
    hasher,
  });
  return { service, calls };
}

const registration = (email: string) => ({
  name: 'Tim',
  email,
  password: 'timing-attack-1',
  role: 'client' as const,
});

describe('register does the same work whether the email is new, taken or pending', () => {
  it('hashes the password once on every path', async () => {
    const { service, calls } = countingService();
    const work = async (run: () => Promise<unknown>) => {
      const before = calls.hash;
      await run();
      return calls.hash - before;
    };
    const taken = await createUser(ctx.db.db);
    const pendingElsewhere = uniqueEmail();
    await service.register(registration(pendingElsewhere), undefined);
    await ctx.app.outbox.idle();

    const paths = {
      newEmail: await work(() => service.register(registration(uniqueEmail()), undefined)),
      existingAccount: await work(() => service.register(registration(taken.email), undefined)),
    };
    // A live sign-up another browser started (after its resend cooldown).
    await ctx.db.db
      .update(emailCodes)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailCodes.email, pendingElsewhere));
    const contested = await work(() => service.register(registration(pendingElsewhere), undefined));
    expect({ ...paths, contested }).toEqual({ newEmail: 1, existingAccount: 1, contested: 1 });
  });
});
