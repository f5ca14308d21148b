import { MODERATION_REASON_MAX } from '../constants';
import { hasDirectionControls } from '../direction-controls';
import * as z from '../zod';

/*
 * What admins do about what people write (issue 31, ADR 030): hide a message, warn its sender, block
 * an account — each with a reason the person concerned is shown. Issue 30's reports will act through
 * the same reasons and the same record (`moderation_actions`).
 */

/**
 * A reason shown to the person it concerns: one line (it is a notification's title, a mail's subject,
 * the login's error), 1–MODERATION_REASON_MAX characters, no text-direction controls (they would turn
 * the rest of the line around wherever it is shown, ADR 030).
 */
export const moderationReason = (missing: string) =>
  z
    .string({ error: missing })
    .overwrite((s) => s.replace(/\s+/g, ' ').trim())
    .min(1, missing)
    .max(
      MODERATION_REASON_MAX,
      `Write at most ${MODERATION_REASON_MAX.toLocaleString('en-US')} characters for the reason`,
    )
    .refine((s) => !hasDirectionControls(s), 'A reason cannot contain text-direction control characters');

/** POST /api/admin/messages/:id/hide. */
export const HideMessageRequestSchema = z.object(
  { reason: moderationReason('Give the reason for hiding this message') },
  { error: 'Give the reason for hiding this message' },
);
export type HideMessageRequest = z.input<typeof HideMessageRequestSchema>;

/** POST /api/admin/users/:id/warnings: a reason, and the message it is about (if any). */
export const WarnUserRequestSchema = z.object(
  {
    reason: moderationReason('Give the reason for the warning'),
    messageId: z.uuid({ error: 'Message id is not valid' }).optional(),
  },
  { error: 'Give the reason for the warning' },
);
export type WarnUserRequest = z.input<typeof WarnUserRequestSchema>;

export const UserWarningSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  reason: z.string(),
  messageId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type UserWarning = z.infer<typeof UserWarningSchema>;
export const WarnUserResponseSchema = z.object({ data: UserWarningSchema, message: z.string() });
export type WarnUserResponse = z.infer<typeof WarnUserResponseSchema>;

/** PUT /api/admin/users/:id/block: the reason the user is shown when they try to log in. */
export const BlockUserRequestSchema = z.object(
  { reason: moderationReason('Give the reason for blocking this user') },
  { error: 'Give the reason for blocking this user' },
);
export type BlockUserRequest = z.input<typeof BlockUserRequestSchema>;
