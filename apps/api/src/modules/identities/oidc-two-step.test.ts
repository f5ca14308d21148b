import { SECOND_FACTOR_FRAGMENT } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { createUser, loginAs } from '../../../test/factories';
import { nextCode, turnOnTotp } from '../../../test/two-factor';
import { useOidcApp } from './oidc-app';

const { clock, state, continueWithProvider } = useOidcApp();

describe('Continue with Google with two-step verification on (issue 30)', () => {
  it('asks for the second step before any session, when linking and when the identity is already linked', async () => {
    const user = await createUser(state.ctx.db.db, { role: 'client' });
    const { cookie } = await loginAs(state.ctx.app, user.email);
    const { secret } = await turnOnTotp(state.ctx, clock, cookie);

    for (const round of ['links the verified email', 'finds the linked identity']) {
      const browser = createBrowser(state.ctx.app);
      const { location } = await continueWithProvider(browser, { action: 'login', email: user.email });
      const [path, fragment] = location.split('#');
      expect(path, round).toBe('/login');
      expect(fragment, round).toMatch(new RegExp(`^${SECOND_FACTOR_FRAGMENT}[\\w-]{43}$`));
      expect(browser.cookie(), round).not.toContain('accessToken=');
      expect((await browser.get('/api/auth/me')).statusCode, round).toBe(401);

      const loginToken = fragment!.slice(SECOND_FACTOR_FRAGMENT.length);
      const done = await browser.post('/api/auth/login/second-factor', {
        loginToken,
        code: nextCode(clock, secret),
      });
      expect(done.statusCode, round).toBe(200);
      expect(done.json().role, round).toBe('client');
      expect((await browser.get('/api/auth/me')).json().user.email, round).toBe(user.email);
    }
  });
});
