import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, idKey, ref, timestamps } from '../../db/schema/columns';

/**
 * The photo's row is modules/files' `files`, whose owner_id points back at `users`: the foreign key below
 * names that table through this stand-in of its key, so the two schema files do not import each other.
 * drizzle-kit reads only the table and column names of a reference (the migration is the same); the
 * stand-in is exported nowhere, so it is no table of its own.
 */
const photoFiles = pgTable('files', { id: uuid('id').primaryKey() });

export const users = pgTable(
  'users',
  {
    id: idKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    /** Null for a user who signs in only with a provider (issue 17) until they set a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['client', 'freelancer', 'admin'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /**
     * While blocked: why (the user reads it when they try to log in), when and by which admin (ADR 030).
     * Null for blocks made before reasons were asked, and once unblocked.
     */
    blockedReason: text('blocked_reason'),
    blockedAt: at('blocked_at'),
    blockedBy: uuid('blocked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** A suspension's end (issue 30): null for a block for good; the next login after it lifts it. */
    blockedUntil: at('blocked_until'),
    profilePic: text('profile_pic'),
    /** The current photo (issue 14); `profilePic` holds its URL, as the spec's JSON names it. */
    photoFileId: uuid('photo_file_id').references((): AnyPgColumn => photoFiles.id, { onDelete: 'set null' }),
    ...timestamps(),
    /** Set when the owner deleted the account and the row had to stay (money touched it): anonymised (ADR 019). */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('client', 'freelancer', 'admin')`),
    check('users_status_check', sql`${t.status} in ('active', 'blocked')`),
    // The admin lists: filtered by role, ordered by one of these, ties broken by id.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_role_name_idx').on(t.role, sql`lower(${t.name})`, t.id),
    index('users_role_email_idx').on(t.role, t.email, t.id),
    // Substring search ("contains", case-insensitive) over hundreds of thousands of users: trigram
    // indexes let LIKE '%…%' use an index instead of reading every row.
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A login. Only the SHA-256 of the token is kept, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A public name for the session (lists, revocation, live sign-out); the token hash never leaves. */
    id: uuid('id').notNull().defaultRandom(),
    userId: ref('user_id', () => users.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** The browser's User-Agent at login, shown as the device in the active sessions list (truncated). */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_idx').on(t.id)],
);

/**
 * A one-time code mailed to an address, for one purpose. For sign-up it also carries the pending
 * registration (password already hashed), so the account is built from what the server stored,
 * never from what the browser sends back.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    pending: jsonb('pending').$type<PendingRegistration | null>(),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    hourStartedAt: at('hour_started_at').notNull().defaultNow(),
    sendsThisHour: integer('sends_this_hour').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.email] })],
);

export type PendingRegistration = {
  name: string;
  passwordHash: string;
  role: 'client' | 'freelancer';
  /** Hash of the token in the signing-up browser's cookie: only that browser completes it (ADR 014). */
  bindingHash?: string;
};

/**
 * The browsers a user has signed in from (issue 30, ADR 033), by the SHA-256 of the random id in the
 * browser's device cookie: a sign-in from one not listed here mails the user.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    deviceHash: text('device_hash').notNull(),
    /** 'Chrome on Linux', from the User-Agent at the first sign-in. */
    description: text('description').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** The "Sign out everywhere" link of a new-device mail: single use, by the SHA-256 of its token. */
export const signOutLinks = pgTable(
  'sign_out_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ref('user_id', () => users.id, 'cascade'),
    /** The device the mail was about: forgotten when the link is used, so its next sign-in mails again. */
    deviceHash: text('device_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sign_out_links_user_idx').on(t.userId)],
);
