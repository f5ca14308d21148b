import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoginStep } from '../two-factor';
import { createIdentitiesService } from './identities.service';
import './repositories';
import { meIdentitiesRoutes } from './me-identities.routes';
import { oidcRoutes } from './oidc.routes';
import { createOidcClient, oidcSettings } from './oidc-client';

/** 'Continue with Google' through any OpenID Connect issuer, and the user's sign-in methods (ADR 017). */
export const identitiesPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = oidcSettings(app.config);
    const service = createIdentitiesService({
      uow: app.uow,
      sessions: app.sessions,
      loginStep: createLoginStep({ uow: app.uow, clock: app.clock }),
      client: settings ? createOidcClient(settings) : null,
      clock: app.clock,
      log: app.log,
    });
    await app.register(oidcRoutes(service), { prefix: '/api/auth/oidc' });
    await app.register(meIdentitiesRoutes(service), { prefix: '/api/me' });
  },
  { name: 'identities', dependencies: ['session'] },
);
