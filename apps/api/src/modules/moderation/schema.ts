import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, oneOf, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

/** What admins did about a person or what they wrote (ADR 030); issue 30 adds its own actions. */
export const MODERATION_ACTIONS = ['warn', 'hide', 'block'] as const;
/** What an action is about: issue 30's reports name the same subjects (jobs and reviews join them). */
export const MODERATION_SUBJECTS = ['user', 'message'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export type ModerationSubject = (typeof MODERATION_SUBJECTS)[number];

/**
 * Every moderation decision, with its reason, admin and time: the record issue 30's reports will
 * point at ("what became of my report"). The state an action sets lives with its owner (a message's
 * `hidden_at`, a user's `blocked_reason`); the audit log has the same change for the platform's
 * trail. A subject is not a foreign key (it names rows of several tables); `user_id` is whom the
 * action concerns — the warned or blocked user, the hidden message's sender.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: idKey(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    subjectType: text('subject_type', { enum: MODERATION_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: ref('user_id', () => users.id, 'cascade'),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('moderation_actions_action_check', oneOf(t.action, MODERATION_ACTIONS)),
    check('moderation_actions_subject_check', oneOf(t.subjectType, MODERATION_SUBJECTS)),
    index('moderation_actions_user_idx').on(t.userId, t.createdAt),
    index('moderation_actions_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
