import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    /** Null for a user who signs in only with a provider (issue 17) until they set a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['client', 'freelancer', 'admin'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    profilePic: text('profile_pic'),
    /** The current photo (issue 14); `profilePic` holds its URL, as the spec's JSON names it. */
    photoFileId: uuid('photo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner deleted the account and the row had to stay (money touched it): anonymised (ADR 019). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
