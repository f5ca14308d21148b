import {
  type Attachment,
  MESSAGE_REMOVED_TEXT,
  type Message,
  type MessageState,
  OFF_PLATFORM_WARNING,
} from '@skillora/shared';
import type { Marks } from './conversations.repository';
import type { MessageRecord, MessagesRepository } from './messages.repository';

/** Marks of nobody: a message just stored, which the recipient's marks cannot cover yet. */
export const NO_MARKS: Marks = {
  clientId: '',
  freelancerId: '',
  clientReadAt: null,
  freelancerReadAt: null,
  clientDeliveredAt: null,
  freelancerDeliveredAt: null,
};

/** Sent, delivered or read, from the recipient's marks. */
function stateOf(m: MessageRecord, marks: Marks): MessageState {
  const isFromClient = m.senderId === marks.clientId;
  const read = isFromClient ? marks.freelancerReadAt : marks.clientReadAt;
  const delivered = isFromClient ? marks.freelancerDeliveredAt : marks.clientDeliveredAt;
  if (read && read >= m.createdAt) return 'read';
  if (delivered && delivered >= m.createdAt) return 'delivered';
  return 'sent';
}

export type AttachmentRow = Awaited<ReturnType<MessagesRepository['attachmentsOf']>>[number];

const attachmentUrl = (conversationId: string, id: string) =>
  `/api/conversations/${conversationId}/attachments/${id}`;

const toAttachment = (conversationId: string, a: AttachmentRow): Attachment => ({
  id: a.id,
  name: a.name,
  contentType: a.contentType,
  byteSize: a.byteSize,
  url: attachmentUrl(conversationId, a.id),
  thumbnailUrl: a.thumbnailFileId ? `${attachmentUrl(conversationId, a.id)}?thumbnail=1` : null,
});

/**
 * A message as its reader sees it. An admin (`isAdmin`) reads everything, a hidden message's reason
 * included; to the parties a hidden message is MESSAGE_REMOVED_TEXT alone — its text, files and
 * flag are not served to them any more (ADR 030).
 */
export function toMessage(
  m: MessageRecord,
  marks: Marks,
  attachments: AttachmentRow[] = [],
  isAdmin = false,
): Message {
  const common = {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    createdAt: m.createdAt.toISOString(),
    state: stateOf(m, marks),
  };
  if (m.hidden && !isAdmin)
    return {
      ...common,
      text: MESSAGE_REMOVED_TEXT,
      warning: null,
      attachments: [],
      hidden: { at: m.hidden.at.toISOString(), reason: null },
    };
  return {
    ...common,
    text: m.text,
    warning: m.flagReasons.length > 0 ? OFF_PLATFORM_WARNING : null,
    attachments: attachments
      .filter((a) => a.messageId === m.id)
      .map((a) => toAttachment(m.conversationId, a)),
    hidden: m.hidden ? { at: m.hidden.at.toISOString(), reason: m.hidden.reason } : null,
  };
}
