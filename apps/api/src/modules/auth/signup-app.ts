import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { codeFrom } from '../../../test/smtp';
import { emailCodes } from './schema';

/**
 * One app for a sign-up test file, and a new browser (and address) per test, so the per-IP limits
 * of one test do not meet another's.
 */
export function useSignupApp() {
  const state = {} as { ctx: TestContext; browser: ReturnType<typeof createBrowser> };
  beforeAll(async () => {
    state.ctx = await buildTestApp();
  });
  beforeEach(() => {
    state.browser = createBrowser(state.ctx.app);
  });
  afterAll(async () => state.ctx.close());

  const post = (url: string, payload: object) => state.browser.post(url, payload);
  const signup = (email: string, extra: Record<string, unknown> = {}) =>
    post('/api/auth/register', {
      name: 'Ada Lovelace',
      email,
      password: 'analytical-engine',
      role: 'freelancer',
      ...extra,
    });

  return {
    state,
    post,
    signup,
    /** Registers and returns the code from the mail that arrived. */
    async registerAndReadCode(email: string) {
      const before = state.ctx.smtp.mails.length;
      const res = await signup(email);
      expect(res.statusCode).toBe(200);
      return codeFrom(await state.ctx.smtp.waitFor(email, before));
    },
    /** Makes the stored code old enough that the resend cooldown has passed. */
    async passCooldown(email: string) {
      await state.ctx.db.db
        .update(emailCodes)
        .set({ lastSentAt: new Date(Date.now() - 61_000) })
        .where(eq(emailCodes.email, email));
    },
  };
}
