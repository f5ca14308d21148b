import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DbHandle } from './db/client';
import type { Clock } from './lib/clock';
import { type MovableClock, systemClock } from './lib/clock';
import { lazyRequestLogger } from './lib/lazy-request-logger';
import { errSerializer, REDACT_PATHS, scrubLogMethod } from './lib/log-redaction';
import { OneLineRequestLog } from './lib/request-log';
import { accountPlugin } from './modules/account';
import { adminDashboardPlugin } from './modules/admin-dashboard';
import { adminUsersPlugin } from './modules/admin-users';
import { authPlugin } from './modules/auth';
import { catalogPlugin } from './modules/catalog';
import { contractsPlugin } from './modules/contracts';
import { disputesPlugin } from './modules/disputes';
import { documentsPlugin } from './modules/documents';
import { feedbackPlugin } from './modules/feedback';
import { filesPlugin } from './modules/files';
import { healthPlugin } from './modules/health';
import { identitiesPlugin } from './modules/identities';
import { jobsPlugin } from './modules/jobs';
import { livePlugin } from './modules/live';
import { matchingPlugin } from './modules/matching';
import { messagesPlugin } from './modules/messages';
import { moderationPlugin } from './modules/moderation';
import { ledgerPlugin, type PaymentProvider, paymentsPlugin, walletPlugin } from './modules/money';
import { notificationsPlugin } from './modules/notifications';
import { profilesPlugin } from './modules/profiles';
import { proposalsPlugin } from './modules/proposals';
import { reviewsPlugin } from './modules/reviews';
import { sitePlugin } from './modules/site';
import { talentPlugin } from './modules/talent';
import { twoFactorPlugin } from './modules/two-factor';
import { configPlugin } from './plugins/config';
import { connectionLimitPlugin } from './plugins/connection-limit';
import { corsPlugin } from './plugins/cors';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { idempotencyPlugin } from './plugins/idempotency';
import { inputPlugin } from './plugins/input';
import { mailerPlugin } from './plugins/mailer';
import { openapiPlugin } from './plugins/openapi';
import { outboxPlugin } from './plugins/outbox';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { testClockPlugin } from './plugins/test-clock';
import { webPlugin } from './plugins/web';

/** `logStream`: where log lines go instead of stdout (tests read them). */
export type AppDeps = {
  config: Config;
  db: DbHandle;
  clock?: Clock | MovableClock;
  logStream?: DestinationStream;
  /** Instead of the configured one (sandbox or Stripe): tests hold a payment at the provider. */
  paymentProvider?: PaymentProvider;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * A socket with no traffic either way for this long is closed. Longer than the live stream's
 * heartbeat (25 s), which keeps an open event stream busy.
 */
const IDLE_SOCKET_TIMEOUT_MS = 60_000;

/** Slow clients cannot hold a connection for ever (ADR 015): the whole request, headers first. */
function timeoutOptions(config: Config) {
  const requestMs = config.REQUEST_TIMEOUT_MS;
  return {
    requestTimeout: requestMs,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(10_000, requestMs),
      // How often Node looks for requests past their timeouts (default 30 s, too coarse).
      connectionsCheckingInterval: Math.min(1_000, requestMs),
    },
  };
}

function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // No secret reaches the log, including a failed query's parameters (lib/log-redaction.ts).
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: errSerializer },
    hooks: { logMethod: scrubLogMethod },
    ...(stream ? { stream } : {}),
  };
}

/** Builds the whole app without listening: server.ts and the tests both start here. */
export async function buildApp({ config, db, clock = systemClock, logStream, paymentProvider }: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    ...timeoutOptions(config),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    logController: new OneLineRequestLog(),
    // Each request's child logger is made when it first logs (ADR 043).
    childLoggerFactory: lazyRequestLogger,
    genReqId: () => randomUUID(),
    // Errors the router raises before any route runs (bad URL encoding, an over-long id) still
    // answer `{ error }`; such an id names nothing, so it is a 404.
    frameworkErrors: (err, request, reply: FastifyReply) => {
      const isId = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      // No onRequest hook runs before these: the request id plugins/security.ts sets on the rest.
      reply.header('x-request-id', request.id);
      reply.code(isId ? 404 : (err.statusCode ?? 400)).send({ error: isId ? 'Not found' : 'Bad request' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // A GET or HEAD has no body to decompress: @fastify/compress adds no preParsing hook to it (its
  // onRoute hook reads this; ours is added first). Answers are compressed as before (ADR 043).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) {
      route.decompress = false;
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(connectionLimitPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(corsPlugin);
  await app.register(inputPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(dbPlugin, { handle: db });
  await app.register(outboxPlugin, { clock });
  // Before any route: it wraps the handlers of those declared `idempotent`.
  await app.register(idempotencyPlugin);
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
  await app.register(talentPlugin);
  await app.register(adminUsersPlugin);
  await app.register(adminDashboardPlugin);
  await app.register(documentsPlugin);
  await app.register(ledgerPlugin);
  await app.register(paymentsPlugin, paymentProvider ? { provider: paymentProvider } : {});
  await app.register(contractsPlugin);
  await app.register(disputesPlugin);
  await app.register(reviewsPlugin);
  await app.register(walletPlugin);
  await app.register(messagesPlugin);
  await app.register(moderationPlugin);
  await app.register(accountPlugin);
  await app.register(twoFactorPlugin);
  await app.register(notificationsPlugin);
  if (config.TEST_CLOCK && 'advance' in clock) {
    app.log.warn('TEST_CLOCK is on: an admin can move this server’s clock. Never on a real deployment.');
    await app.register(testClockPlugin, { clock });
  }
  await app.register(feedbackPlugin);
  await app.register(identitiesPlugin);
  await app.register(filesPlugin);
  await app.register(profilesPlugin);
  // Reads through the repositories of the modules above (ADR 036).
  await app.register(matchingPlugin);

  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
