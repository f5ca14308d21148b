import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DbHandle } from '../src/db/client';

/**
 * The whole app in this process, as production builds it, for benches that call it with `inject`:
 * the load comes from one host, so no per-IP caps on what is measured (ADR 015), and no web build.
 */
export async function buildInProcessApp(db: DbHandle, logLevel = 'silent') {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATA_DIR: 'memory://',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    MAX_CONNECTIONS_PER_IP: '0',
    ADMIN_2FA: 'optional',
    PAYOUT_2FA: 'optional',
  });
  config.webDist = path.join(os.tmpdir(), 'no-web-build');
  const app = await buildApp({ config, db });
  await app.ready();
  return app;
}
