import path from 'node:path';
import { percentToBps } from '@skillora/shared';
import { isCountryCode } from '@skillora/shared/countries';
import { z } from 'zod';
import { DEFAULT_DB_TIMEOUTS } from './db/pool-options';

/** A comma-separated list of exact origins (`https://app.example.com`), each normalised by URL. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const entry of (value ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      const isOrigin =
        url &&
        /^https?:$/.test(url.protocol) &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username;
      if (!isOrigin) {
        ctx.addIssue({ code: 'custom', message: `${entry} is not an origin like https://app.example.com` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/**
 * A job published or closed on any instance shows in every instance's search within this (issue 29,
 * ADR 043): the job search cache never serves an answer whose query began longer ago.
 */
export const SEARCH_FRESHNESS_MS = 5000;

const millis = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: protocols }).optional())
    .optional();

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    SMTP_URL: optionalUrl(/^smtps?$/),
    REDIS_URL: optionalUrl(/^rediss?$/),
    MAIL_FROM: z.string().min(3).default('Skillora <no-reply@skillora.local>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    // Whether an admin must have a second factor to use the admin API (issue 30, ADR 031);
    // `optional` for development and tests.
    ADMIN_2FA: z.enum(['required', 'optional']).default('required'),
    // Whether a freelancer must turn on a second factor before their first withdrawal (and to
    // withdraw more than $1,000) (issue 30, ADR 033); `optional` for development and tests.
    PAYOUT_2FA: z.enum(['required', 'optional']).default('required'),
    SITE_EMAIL: z.email().default('support@skillora.example'),
    SITE_PHONE: z.string().min(3).default('+1 (555) 010-0200'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.stringbool().default(false),
    WEB_DIST: z.string().min(1).optional(),
    DB_STATEMENT_TIMEOUT_MS: millis(DEFAULT_DB_TIMEOUTS.statementMs),
    DB_CONNECT_TIMEOUT_MS: millis(DEFAULT_DB_TIMEOUTS.connectMs),
    DB_IDLE_TIMEOUT_MS: millis(DEFAULT_DB_TIMEOUTS.idleMs),
    REQUEST_TIMEOUT_MS: millis(30_000),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(256),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(300),
    // How long one instance serves a visitor's job search answer before refreshing it (ADR 043): at
    // most 5 s, the freshness every instance owes a published or closed job; 0 turns the cache off.
    SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(SEARCH_FRESHNESS_MS).default(2000),
    CORS_ORIGINS: originList,
    // Where users reach the site: the links in notification mails (issue 16). http://localhost:PORT when unset.
    APP_URL: optionalUrl(/^https?$/),
    // SafePay (issue 15, ADR 020): the freelancer's fee on each release, and the two waiting periods.
    SERVICE_FEE_PERCENT: z
      .string()
      .default('5')
      .refine((v) => (percentToBps(v) ?? 10_000) <= 5000, 'a percentage from 0 to 50, at most two decimals'),
    AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(5),
    // The platform's billing details, printed as the issuer of every receipt, invoice and credit note
    // (issue 28, ADR 034). PLATFORM_ADDRESS: address lines separated by '|'.
    PLATFORM_LEGAL_NAME: z.string().trim().min(1).default('Skillora Ltd'),
    PLATFORM_ADDRESS: z.string().trim().min(1).default('1 Market Street'),
    PLATFORM_CITY: z.string().trim().min(1).default('London'),
    PLATFORM_POSTAL_CODE: z.string().trim().min(1).default('EC1A 1AA'),
    PLATFORM_COUNTRY: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'an ISO 3166-1 alpha-2 country code, e.g. GB')
      .default('GB'),
    PLATFORM_TAX_ID: z.string().trim().min(1).optional(),
    // How long the payment provider holds captured funds for a connected account (Stripe: 90 days
    // outside the US); admins are warned HELD_FUNDS_WARNING_DAYS before (ADR 035).
    HELD_FUNDS_LIMIT_DAYS: z.coerce.number().int().min(15).max(730).default(90),
    // 'Continue with Google' (issue 17, ADR 017): any OpenID Connect issuer; all four or none.
    OIDC_ISSUER: optionalUrl(/^https?$/),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The site's public origin; the provider sends users back to <this>/api/auth/oidc/callback. */
    OIDC_REDIRECT_BASE_URL: optionalUrl(/^https?$/),
    // Stripe (ADR 024): both set → the Stripe adapter instead of the sandbox. STRIPE_API_URL points the
    // client at another server speaking Stripe's API (stripe-mock, a test stand-in); default Stripe's.
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    STRIPE_API_URL: optionalUrl(/^https?$/),
    // Stripe.js in the browser completes 3-D Secure with it (ADR 035); public by design.
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY is a pk_test_… or pk_live_… key')
      .optional(),
    // End-to-end tests only: lets an admin move the server's clock (plugins/test-clock.ts).
    TEST_CLOCK: z.stringbool().default(false),
    // End-to-end tests only: POST /api/test/accounts makes a signed-in account in one call (ADR 005).
    TEST_ACCOUNTS: z.stringbool().default(false),
  })
  .refine((c) => Boolean(c.ADMIN_EMAIL) === Boolean(c.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine(
    (c) =>
      new Set([c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].map(Boolean)).size === 1 &&
      (!c.OIDC_REDIRECT_BASE_URL || Boolean(c.OIDC_ISSUER)),
    {
      message:
        'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (OIDC_REDIRECT_BASE_URL only with them)',
      path: ['OIDC_ISSUER'],
    },
  )
  .refine((c) => Boolean(c.STRIPE_SECRET_KEY) === Boolean(c.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((c) => !c.STRIPE_PUBLISHABLE_KEY || Boolean(c.STRIPE_SECRET_KEY), {
    message: 'STRIPE_PUBLISHABLE_KEY needs STRIPE_SECRET_KEY',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  });

/** Where users reach the site: mail links and the sign-in redirect URI are built on it. */
export const appUrlOf = (config: Pick<Config, 'APP_URL' | 'PORT'>): string =>
  (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  webDist: string;
  migrationsDir: string;
  commonPasswordsFile: string;
  /** DejaVu Sans, embedded in the PDFs (ADR 034; assets/fonts/LICENSE). */
  pdfFontsDir: string;
};

/** Reads the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = ConfigSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  return {
    ...parsed.data,
    // `memory://` is no folder (the database kept in memory): resolved, it became one named `memory:`.
    dataDir: parsed.data.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(parsed.data.DATA_DIR),
    // Same depth from src/config.ts and from the bundled dist/server.js.
    webDist: path.resolve(parsed.data.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    migrationsDir: path.resolve(import.meta.dirname, '../drizzle'),
    commonPasswordsFile: path.resolve(import.meta.dirname, '../assets/common-passwords.txt'),
    pdfFontsDir: path.resolve(import.meta.dirname, '../assets/fonts'),
  };
}

export class ConfigError extends Error {}

/** The PostgreSQL pool's timeouts from the DB_*_MS variables (db/pool-options.ts). */
export function dbTimeouts(config: Config) {
  return {
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    idleMs: config.DB_IDLE_TIMEOUT_MS,
  };
}
