import { REPORT_REASONS, REPORT_STATUSES, REPORT_SUBJECTS } from '@skillora/shared/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, idKey, oneOf, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

/** What admins did about a person or what they wrote (ADR 030), and what they do about reports (issue 30). */
export const MODERATION_ACTIONS = ['warn', 'hide', 'block', 'dismiss', 'unlist'] as const;
/** What an action is about: the subjects reports name (issue 30). */
export const MODERATION_SUBJECTS = REPORT_SUBJECTS;
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

/**
 * What users report (issue 30): a subject (a user, job, message or review — not a foreign key, as
 * above), whom it is about (`subject_user_id`: the user, the job's client, the message's sender, the
 * reviewer; the automatic suspension counts by it), the reason and an optional note. Open until an
 * admin acts on its subject; then `status` says whether it was upheld and `action_id` points at the
 * decision. One open report per reporter and subject, kept by the partial unique index (a race of two
 * files answers 409, not two rows).
 */
export const reports = pgTable(
  'reports',
  {
    id: idKey(),
    reporterId: ref('reporter_id', () => users.id, 'cascade'),
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectUserId: ref('subject_user_id', () => users.id, 'cascade'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    actionId: uuid('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [
    check('reports_subject_check', oneOf(t.subjectType, REPORT_SUBJECTS)),
    check('reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check('reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'open'`),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_open_subject_idx').on(t.subjectType, t.subjectId).where(sql`${t.status} = 'open'`),
    index('reports_subject_user_idx').on(t.subjectUserId, t.closedAt),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
