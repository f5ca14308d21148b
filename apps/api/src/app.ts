import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { OneLineRequestLog } from './lib/request-log';
import { adminDashboardPlugin } from './modules/admin-dashboard';
import { adminUsersPlugin } from './modules/admin-users';
import { authPlugin } from './modules/auth';
import { catalogPlugin } from './modules/catalog';
import { feedbackPlugin } from './modules/feedback';
import { healthPlugin } from './modules/health';
import { jobsPlugin } from './modules/jobs';
import { livePlugin } from './modules/live';
import { proposalsPlugin } from './modules/proposals';
import { sitePlugin } from './modules/site';
import { configPlugin } from './plugins/config';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { outboxPlugin } from './plugins/outbox';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export type AppDeps = { config: Config; db: DbHandle; clock?: Clock };

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
export async function buildApp({ config, db, clock = systemClock }: AppDeps) {
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
  await app.register(outboxPlugin, { clock });
  await app.register(mailerPlugin);
  await app.register(livePlugin);
  // Before any route, so that the OpenAPI document lists them all.
  await app.register(openapiPlugin);

  // Each module's plugin decorates the app with its services and mounts its routes (ADR 013).
  await app.register(authPlugin);
  await app.register(catalogPlugin);
  await app.register(healthPlugin);
  await app.register(sitePlugin);
  await app.register(jobsPlugin);
  await app.register(proposalsPlugin);
  await app.register(adminUsersPlugin);
  await app.register(adminDashboardPlugin);
  await app.register(feedbackPlugin);

  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
