import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './repositories';
import { twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService } from './two-factor.service';

/** Two-step verification in Profile Settings (issue 30, ADR 031); the login step is auth's. */
export const twoFactorPlugin = fp(
  async (app: FastifyInstance) => {
    const service = createTwoFactorService({
      uow: app.uow,
      clock: app.clock,
      failures: app.failureCounter,
      adminRule: app.config.ADMIN_2FA,
    });
    await app.register(twoFactorRoutes, { prefix: '/api/me/2fa', service });
  },
  { name: 'two-factor', dependencies: ['session', 'rate-limit'] },
);
