import { bigint, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

/** Registering a passkey (signed in) or signing in with one. */
export const PASSKEY_PURPOSES = ['register', 'sign-in'] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

/**
 * A user's authenticator app (TOTP, issue 30, ADR 031): one per user. Pending until a code from
 * the app confirms it (`confirmedAt`); `lastUsedStep` is the 30-second step of the last code
 * accepted, so a code (or an older one) is never accepted twice. The secret must be readable to
 * check codes: it is the one secret here not stored as a hash.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  lastUsedStep: integer('last_used_step'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type TotpFactorRow = typeof totpFactors.$inferSelect;

/** The ten one-time codes of a user with a second factor, as SHA-256 hashes; a used one keeps `usedAt`. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A login waiting for its second step: the password (or the provider) was right, no session yet.
 * Keyed by the SHA-256 of the random `loginToken` the client holds; short-lived and single use.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_challenges_user_idx').on(t.userId),
    index('login_challenges_expires_idx').on(t.expiresAt),
  ],
);

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

/**
 * A user's passkeys (WebAuthn, ADR 032): the credential id the authenticator names it by, its
 * COSE public key (base64url), the signature counter it last reported (a clone shows an old one),
 * and the transports the browser reported, handed back as hints at sign-in.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ref('user_id', () => users.id, 'cascade'),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * A WebAuthn challenge handed out and not yet answered: its SHA-256, what it is for, the user it
 * was made for (none for a passkey sign-in, where anyone may answer), and a short expiry. Taken
 * out by the answer that names it, right or wrong: each works once.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: PASSKEY_PURPOSES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('passkey_challenges_expires_idx').on(t.expiresAt),
    check('passkey_challenges_purpose_check', oneOf(t.purpose, PASSKEY_PURPOSES)),
  ],
);
