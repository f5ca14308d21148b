import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

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
