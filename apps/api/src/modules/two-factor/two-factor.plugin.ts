import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './repositories';
import { passkeysRoutes } from './passkeys.routes';
import { createPasskeysService } from './passkeys.service';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';
import { relyingPartyOf } from './webauthn';

/** Two-step verification and passkeys in Profile Settings (issue 30, ADR 031, 032); the login step is auth's. */
export const twoFactorPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createTwoFactorService({
      uow: app.uow,
      clock: app.clock,
      failures: app.failureCounter,
      adminRule: app.config.ADMIN_2FA,
    });
    await app.register(twoFactorRoutes, { prefix: '/api/me/2fa', service });
    const passkeys = createPasskeysService({
      uow: app.uow,
      clock: app.clock,
      rp: relyingPartyOf(app.config),
    });
    await app.register(passkeysRoutes, { prefix: '/api/me/passkeys', service: passkeys });
  },
  { name: 'two-factor', dependencies: ['session', 'rate-limit'] },
);
