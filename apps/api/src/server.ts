import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, dbTimeouts, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { ensureAdmin, seedCatalog } from './db/seed';
import { createOffsetClock, systemClock } from './lib/clock';

const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long a stopping server keeps answering (503) so requests already on their way are not cut off. */
const SHUTDOWN_GRACE_MS = 1_000;

async function main() {
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeouts: dbTimeouts(config),
    onPoolError: (err) => console.error(`database connection lost: ${err.message}`),
  });
  await handle.migrate(config.migrationsDir);

  const app = await buildApp({
    config,
    db: handle,
    clock: config.TEST_CLOCK ? createOffsetClock() : systemClock,
  });
  await seedCatalog(handle.db);
  const firstAdmin = await ensureAdmin(handle.db, config, app.log);

  // Graceful shutdown: from SIGTERM on, new requests get 503 (and Connection: close) while those
  // already running finish; then the listener and the database close, so PGlite flushes. Fastify's
  // close() waits for the requests in flight (their connections are not idle), so nothing counts
  // them here: a count kept from response 'close' events leaked when many clients went away
  // mid-request (15–25 "in flight" on an idle server after an aborted benchmark run), and the
  // shutdown then waited out its whole deadline and exited with 1.
  let closing = false;
  // Synchronous: it runs on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    reply.code(503).send({ error: 'The server is restarting, please try again' });
  });
  // A request that finishes after close() began would leave its connection open as keep-alive,
  // which close() had already swept for idle ones: it then held the shutdown for Fastify's 72 s
  // keep-alive timeout, past the deadline (seen on a busy machine, where answers come late).
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      // Requests already on their way (a load balancer has not seen the 503s yet) are answered.
      await new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS));
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
  app.log.info(`Skillora is running at ${url} (${handle.kind})`);
  // Plain lines a person reads at a glance, beside the JSON log and never in it.
  if (firstAdmin) process.stdout.write(firstAdminBanner(url, firstAdmin, config.ADMIN_2FA === 'required'));
}

function firstAdminBanner(
  url: string,
  admin: { email: string; password: string },
  isSecondFactorRequired: boolean,
) {
  return [
    '',
    `  Skillora is running at ${url}`,
    '',
    '  The first admin (shown only this once; keep the password somewhere safe):',
    `    open      ${url}/admin/login`,
    `    email     ${admin.email}`,
    `    password  ${admin.password}`,
    // ADMIN_2FA (ADR 031): the admin area opens on its Two-step verification page until then.
    ...(isSecondFactorRequired
      ? ['    then      turn on two-step verification with an authenticator app (the admin area asks first)']
      : []),
    '',
    '',
  ].join('\n');
}

main().catch((err) => {
  // A second server on a data folder another process holds: one line, no stack.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
