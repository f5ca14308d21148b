import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
} from '../constants';
import { hasDirectionControls } from '../direction-controls';
import * as z from '../zod';
import { moderationReason } from './moderation';
import { PageQuerySchema, pageOf } from './pagination';

/*
 * Reports of users, jobs, messages and reviews (issue 30, ADR 030): what a user files and what they
 * are told became of it. Admins act on them through the same moderation record as ADR 030's actions.
 */

export const ReportSubjectTypeSchema = z.enum(REPORT_SUBJECTS, { error: 'Choose what you are reporting' });
export type ReportSubjectType = z.infer<typeof ReportSubjectTypeSchema>;
export const ReportReasonSchema = z.enum(REPORT_REASONS, { error: 'Choose a reason for your report' });
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A markup tag is almost always pasted HTML; a note is shown as text (as a review's comment is). */
const HTML_TAG = /<\/?[a-z][^>]*>/i;

/**
 * The optional note: plain text with its line breaks, trimmed, at most REPORT_NOTE_MAX characters, no
 * markup and no text-direction controls (the rules of the platform's other texts). Blank is no note.
 */
const ReportNoteSchema = z
  .string({ error: 'The note must be text' })
  .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
  .max(REPORT_NOTE_MAX, `Write at most ${REPORT_NOTE_MAX.toLocaleString('en-US')} characters in the note`)
  .refine((s) => !HTML_TAG.test(s), 'Write plain text: HTML is not allowed')
  .refine((s) => !hasDirectionControls(s), 'A note cannot contain text-direction control characters')
  .transform((s) => (s === '' ? undefined : s));

/** POST /api/reports. */
export const CreateReportRequestSchema = z.object(
  {
    subjectType: ReportSubjectTypeSchema,
    subjectId: z.uuid({ error: 'Not found' }),
    reason: ReportReasonSchema,
    note: ReportNoteSchema.optional(),
  },
  { error: 'Choose what you are reporting and why' },
);
export type CreateReportRequest = z.input<typeof CreateReportRequestSchema>;

/** One of my reports: its status, and the action that closed it (null while open). */
export const ReportSchema = z.object({
  id: z.uuid(),
  subjectType: ReportSubjectTypeSchema,
  subjectId: z.uuid(),
  reason: ReportReasonSchema,
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

export const CreateReportResponseSchema = z.object({ data: ReportSchema, message: z.string() });
export type CreateReportResponse = z.infer<typeof CreateReportResponseSchema>;

/**
 * One of my reports as my list shows it, with a line naming what I reported: the person's name, the
 * job's title, or whose message or review it was (never the text, which may since have been hidden).
 */
export const MyReportSchema = ReportSchema.extend({ summary: z.string() });
export type MyReport = z.infer<typeof MyReportSchema>;

/** GET /api/reports: mine, newest first. */
export const GetMyReportsQuerySchema = PageQuerySchema;
export const GetMyReportsResponseSchema = pageOf(MyReportSchema);
export type GetMyReportsResponse = z.infer<typeof GetMyReportsResponseSchema>;
/** A report as the API reads it after validation (the note trimmed, blank dropped). */
export type CreateReportInput = z.output<typeof CreateReportRequestSchema>;

/** GET /api/admin/reports: the open reports grouped by subject, the oldest first report first. */
export const GetAdminReportsQuerySchema = PageQuerySchema;
export const ReportedSubjectSchema = z.object({
  subjectType: ReportSubjectTypeSchema,
  subjectId: z.uuid(),
  /** A line naming it: the user's name, the job's title, the message's or review's first words. */
  summary: z.string(),
  /** Whom it is about (the user, the job's client, the message's sender, the reviewer). */
  user: z.object({ id: z.uuid(), name: z.string() }),
  /** The message's conversation, for the admin's conversation view; null for other subjects. */
  conversationId: z.uuid().nullable(),
  count: z.number().int(),
  reasons: z.array(ReportReasonSchema),
  firstReportedAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime(),
});
export type ReportedSubject = z.infer<typeof ReportedSubjectSchema>;
export const GetAdminReportsResponseSchema = pageOf(ReportedSubjectSchema);
export type GetAdminReportsResponse = z.infer<typeof GetAdminReportsResponseSchema>;

/** POST /api/admin/reports/:subjectType/:subjectId/actions. */
export const ReportSubjectParamsSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECTS, { error: 'Not found' }),
  subjectId: z.uuid({ error: 'Not found' }),
});
export const ActOnReportsRequestSchema = z.object(
  {
    action: z.enum(REPORT_ACTIONS, { error: 'Choose what to do about the reports' }),
    reason: moderationReason('Give the reason for your decision'),
    days: z
      .union([z.literal(7), z.literal(30)], { error: 'A suspension lasts 7 or 30 days, or has no end' })
      .optional(),
    /** With a hide or an unlist: warn the person too, with the same reason (one decision, one record). */
    alsoWarn: z.boolean({ error: 'alsoWarn must be true or false' }).optional(),
  },
  { error: 'Choose what to do about the reports' },
);
export type ActOnReportsRequest = z.input<typeof ActOnReportsRequestSchema>;
export const ActOnReportsResponseSchema = z.object({
  data: z.object({ action: z.enum(REPORT_ACTIONS), closed: z.number().int() }),
  message: z.string(),
});
export type ActOnReportsResponse = z.infer<typeof ActOnReportsResponseSchema>;
