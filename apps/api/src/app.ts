import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import { OneLineRequestLog } from './lib/request-log';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogPlugin } from './modules/catalog/catalog.plugin';
import { catalogPublicRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminJobsRoutes } from './modules/jobs/admin-jobs.routes';
import { clientJobsRoutes } from './modules/jobs/client-jobs.routes';
import { publicJobsRoutes } from './modules/jobs/public-jobs.routes';
import { savedJobsRoutes } from './modules/jobs/saved-jobs.routes';
import { clientProposalsRoutes } from './modules/proposals/client-proposals.routes';
import { freelancerProposalsRoutes } from './modules/proposals/freelancer-proposals.routes';
import { siteRoutes } from './modules/site/site.routes';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';

export type AppDeps = { config: Config; db: DbHandle };

export const BODY_LIMIT_BYTES = 1024 * 1024;

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  };
}

/** Builds the whole app without listening: server.ts and the tests both start here. */
export async function buildApp({ config, db }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    logController: new OneLineRequestLog(),
    genReqId: () => randomUUID(),
    // Errors the router raises before any route runs (bad URL encoding, an over-long id) still
    // answer `{ error }`; such an id names nothing, so it is a 404.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const isId = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.code(isId ? 404 : (err.statusCode ?? 400)).send({ error: isId ? 'Not found' : 'Bad request' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // On send, so that answers made before routing (frameworkErrors, 404s) carry it too.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(dbPlugin, { handle: db });
  await app.register(sessionPlugin);
  await app.register(mailerPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(catalogPlugin);
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(catalogPublicRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(publicJobsRoutes, { prefix: '/jobs' });
      await api.register(clientJobsRoutes, { prefix: '/client/jobs' });
      await api.register(clientProposalsRoutes, { prefix: '/client' });
      await api.register(savedJobsRoutes, { prefix: '/freelancer/saved-jobs' });
      await api.register(freelancerProposalsRoutes, { prefix: '/freelancer' });
      await api.register(adminJobsRoutes, { prefix: '/admin/jobs' });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
