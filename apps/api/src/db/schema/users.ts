import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['client', 'freelancer', 'admin'] }).notNull(),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    profilePic: text('profile_pic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
