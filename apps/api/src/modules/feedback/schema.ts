import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, idKey } from '../../db/schema/columns';
import { users } from '../auth/schema';

/** What visitors and users send through the Feedback page; admins read it in the admin area. */
export const feedback = pgTable(
  'feedback',
  {
    id: idKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    // The sender's account when signed in; the message outlives a deleted account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt, t.id)],
);
