import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX, MESSAGE_TEXT_MAX } from '../constants';
import * as z from '../zod';
import { cursorPageOf, PageQuerySchema, pageOf } from './pagination';

export const MessageTextSchema = z
  .string()
  .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
  .min(1, 'Write a message first')
  .max(MESSAGE_TEXT_MAX, `A message can be at most ${MESSAGE_TEXT_MAX.toLocaleString('en-US')} characters`);

export const SendMessageRequestSchema = z.object({ text: MessageTextSchema });
export type SendMessageRequest = z.input<typeof SendMessageRequestSchema>;

/** Sent (stored), delivered (the other party's app fetched it), read (they opened the conversation). */
export const MessageStateSchema = z.enum(['sent', 'delivered', 'read']);
export type MessageState = z.infer<typeof MessageStateSchema>;

export const AttachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** The file itself, to the conversation's parties (and admins) only. */
  url: z.string(),
  /** A re-encoded preview for images; null for other files. */
  thumbnailUrl: z.string().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** From the recipient's side: has it reached their app, have they read it. */
  state: MessageStateSchema,
  /** OFF_PLATFORM_WARNING when the message was flagged, shown to both parties. */
  warning: z.string().nullable(),
  attachments: z.array(AttachmentSchema),
  /**
   * Set when an admin hid the message (ADR 030). The parties then get MESSAGE_REMOVED_TEXT as its
   * text, no attachments, no warning, and a null reason; admins get all of it, with the reason.
   */
  hidden: z.object({ at: z.iso.datetime(), reason: z.string().nullable() }).nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const SendMessageResponseSchema = z.object({ data: MessageSchema });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

const cursorValue = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.uuid({ error: 'Cursor is not valid' }).optional(),
);

/**
 * `before=<message id>`: older messages, newest first (scrolling up); `nextCursor` is the next
 * `before`. `since=<message id>`: messages after it, newest first, the oldest ones first when there
 * are more than `limit` (so catching up leaves no gap); `nextCursor` is then the next `since`.
 */
export const GetMessagesRequestSchema = z
  .object({
    before: cursorValue,
    since: cursorValue,
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MESSAGE_PAGE_SIZE_MAX, `Limit must be at most ${MESSAGE_PAGE_SIZE_MAX}`)
      .default(MESSAGE_PAGE_SIZE),
  })
  .refine((q) => !(q.before && q.since), { error: 'Give either before or since, not both' });
export type GetMessagesQuery = z.output<typeof GetMessagesRequestSchema>;
export const GetMessagesResponseSchema = cursorPageOf(MessageSchema);
export type GetMessagesResponse = z.infer<typeof GetMessagesResponseSchema>;

export const ConversationPartySchema = z.object({ id: z.uuid(), name: z.string() });
/** A party with their profile photo (null without one). */
export const ConversationMemberSchema = ConversationPartySchema.extend({ photoUrl: z.string().nullable() });

export const ConversationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  client: ConversationMemberSchema,
  freelancer: ConversationMemberSchema,
  /** The party who is not the viewer (for an admin: the freelancer). */
  otherParty: ConversationMemberSchema,
  lastMessage: z
    .object({ id: z.uuid(), text: z.string(), senderId: z.uuid(), createdAt: z.iso.datetime() })
    .nullable(),
  /** The last message's time, or the opening time when there is none: the list's order. */
  activityAt: z.iso.datetime(),
  unreadCount: z.number().int(),
  /** A contract between the two on this job (then messages are no longer checked for contact details). */
  contractId: z.uuid().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const GetConversationsRequestSchema = z.object({
  cursor: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  q: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(100).optional(),
  ),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(20),
});
export type GetConversationsQuery = z.output<typeof GetConversationsRequestSchema>;
export const GetConversationsResponseSchema = cursorPageOf(ConversationSchema);
export type GetConversationsResponse = z.infer<typeof GetConversationsResponseSchema>;

export const GetConversationResponseSchema = z.object({ data: ConversationSchema });
export type GetConversationResponse = z.infer<typeof GetConversationResponseSchema>;

export const OpenConversationRequestSchema = z.object({
  jobId: z.uuid({ error: 'Job not found' }),
  freelancerId: z.uuid({ error: 'Freelancer not found' }),
});
export type OpenConversationRequest = z.input<typeof OpenConversationRequestSchema>;
export const OpenConversationResponseSchema = GetConversationResponseSchema;

export const ReadConversationResponseSchema = z.object({
  data: z.object({ id: z.uuid(), unreadCount: z.number().int() }),
});
export type ReadConversationResponse = z.infer<typeof ReadConversationResponseSchema>;

export const GetUnreadCountResponseSchema = z.object({ data: z.object({ count: z.number().int() }) });
export type GetUnreadCountResponse = z.infer<typeof GetUnreadCountResponseSchema>;

export const FLAG_REASONS = ['email', 'phone', 'off_platform_payment'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** A flagged message as admins review it. */
export const FlaggedMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  reasons: z.array(z.enum(FLAG_REASONS)),
  sender: ConversationPartySchema,
  recipient: ConversationPartySchema,
  jobTitle: z.string(),
  /** Hidden from the parties by an admin, and why (ADR 030); the list keeps it, marked. */
  hidden: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
  /** The warnings admins sent its sender about it, oldest first. */
  warnings: z.array(z.object({ at: z.iso.datetime(), reason: z.string() })),
});
export type FlaggedMessage = z.infer<typeof FlaggedMessageSchema>;
export const GetFlaggedMessagesRequestSchema = PageQuerySchema;
export const GetFlaggedMessagesResponseSchema = pageOf(FlaggedMessageSchema);
export type GetFlaggedMessagesResponse = z.infer<typeof GetFlaggedMessagesResponseSchema>;

/** POST /api/admin/messages/:id/hide: the message as admins now read it. */
export const HideMessageResponseSchema = z.object({ data: MessageSchema, message: z.string() });
export type HideMessageResponse = z.infer<typeof HideMessageResponseSchema>;
