import {
  type Attachment,
  type Conversation,
  type GetConversationsQuery,
  type GetConversationsResponse,
  type GetMessagesQuery,
  type GetMessagesResponse,
  type Message,
  type MessageState,
  OFF_PLATFORM_WARNING,
  type Role,
} from '@skillora/shared';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Tx, UnitOfWork } from '../../outbox';
import { fileUrl, processImage, sniffImageType } from '../files';
import { markConversationNotificationsReadIn } from '../notifications';
import { findContactReasons } from './contact-safety';
import { canReadConversation, canWriteConversation } from './conversation-policy';
import type { MessageUpload } from './message-uploads';
import type { ConversationRecord, Marks, MessageRecord, MessagesRepository } from './messages.repository';

declare module '../../outbox' {
  interface EventMap {
    /** A message was stored: both parties' tabs hear of it; notifications mail an offline recipient. */
    'message.created': { conversationId: string; messageId: string; senderId: string; recipientId: string };
    /** A party received (`delivered`) or read the conversation up to its last message. */
    'conversation.read': {
      conversationId: string;
      readerId: string;
      otherId: string;
      kind: 'read' | 'delivered';
      /** The time of the last message the mark covers. */
      upTo: string;
    };
  }
}

export type Viewer = { id: string; role: Role };

const NOT_FOUND = 'Conversation not found';
const NO_MARKS: Marks = {
  clientId: '',
  freelancerId: '',
  clientReadAt: null,
  freelancerReadAt: null,
  clientDeliveredAt: null,
  freelancerDeliveredAt: null,
};

function toConversation(r: ConversationRecord, viewerId: string | null): Conversation {
  const photo = (id: string | null) => (id ? fileUrl(id) : null);
  const client = { id: r.clientId, name: r.clientName, photoUrl: photo(r.clientPhotoId) };
  const freelancer = { id: r.freelancerId, name: r.freelancerName, photoUrl: photo(r.freelancerPhotoId) };
  return {
    id: r.id,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    client,
    freelancer,
    otherParty: viewerId === r.freelancerId ? client : freelancer,
    lastMessage:
      r.lastId && r.lastSenderId && r.lastCreatedAt
        ? {
            id: r.lastId,
            text: r.lastText ?? '',
            senderId: r.lastSenderId,
            createdAt: r.lastCreatedAt.toISOString(),
          }
        : null,
    activityAt: r.activityAt.toISOString(),
    unreadCount: r.unreadCount,
    contractId: r.contractId,
  };
}

/** Sent, delivered or read, from the recipient's marks. */
function stateOf(m: MessageRecord, marks: Marks): MessageState {
  const isFromClient = m.senderId === marks.clientId;
  const read = isFromClient ? marks.freelancerReadAt : marks.clientReadAt;
  const delivered = isFromClient ? marks.freelancerDeliveredAt : marks.clientDeliveredAt;
  if (read && read >= m.createdAt) return 'read';
  if (delivered && delivered >= m.createdAt) return 'delivered';
  return 'sent';
}

type AttachmentRow = Awaited<ReturnType<MessagesRepository['attachmentsOf']>>[number];

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

const toMessage = (m: MessageRecord, marks: Marks, attachments: AttachmentRow[] = []): Message => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  text: m.text,
  createdAt: m.createdAt.toISOString(),
  state: stateOf(m, marks),
  warning: m.flagReasons.length > 0 ? OFF_PLATFORM_WARNING : null,
  attachments: attachments.filter((a) => a.messageId === m.id).map((a) => toAttachment(m.conversationId, a)),
});

/** An upload ready to store: images get a re-encoded preview (made before the transaction: slow). */
async function prepare(upload: MessageUpload) {
  const imageType = sniffImageType(upload.bytes);
  const thumbnail = imageType ? await processImage(upload.bytes, 'portfolio').catch(() => null) : null;
  return { ...upload, contentType: imageType ?? 'application/octet-stream', thumbnail };
}

/** Conversation cursors name the last conversation shown: its activity time and id. */
const encodeCursor = (r: ConversationRecord) =>
  Buffer.from(`${r.activityAt.toISOString()}|${r.id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(time.getTime()))
    throw badRequest('Cursor is not valid');
  return { at: time, id };
}

/**
 * Conversations between a client and a freelancer about a job, and their messages (issue 16,
 * ADR 022). Reads by a party mark the other party's messages delivered; each change is an outbox
 * event, which the plugin turns into live wake-ups.
 */
export function createMessagesService(uow: UnitOfWork) {
  const store = uow.read.messages;

  /** Marks and emits, in the caller's transaction. */
  async function mark(tx: Tx, userId: string, kind: 'read' | 'delivered', id: string | null) {
    for (const changed of await tx.repos.messages.markUpToLast(userId, kind, id))
      tx.emit('conversation.read', `conversation:${changed.id}`, {
        conversationId: changed.id,
        readerId: userId,
        otherId: changed.otherId,
        kind,
        upTo: changed.upTo,
      });
  }

  async function readable(repo: MessagesRepository, id: string, viewer: Viewer) {
    const found = await repo.findConversation(id, viewer.role === 'admin' ? null : viewer.id);
    if (!found || !canReadConversation(found, viewer)) throw notFound(NOT_FOUND);
    return found;
  }

  async function get(id: string, viewer: Viewer): Promise<Conversation> {
    const found = await readable(store, id, viewer);
    return toConversation(found, viewer.role === 'admin' ? null : viewer.id);
  }

  return {
    get,

    async list(viewer: Viewer, query: GetConversationsQuery): Promise<GetConversationsResponse> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const found = await uow.run(async (tx) => {
        // Opening the list means this user's app has the messages: the senders see "delivered".
        await mark(tx, viewer.id, 'delivered', null);
        return tx.repos.messages.listConversations(viewer.id, { after, q: query.q, limit: query.limit });
      });
      const page = paginate.cursor(found, query.limit, encodeCursor);
      return { data: page.data.map((r) => toConversation(r, viewer.id)), nextCursor: page.nextCursor };
    },

    async conversationOfContract(contractId: string): Promise<Conversation> {
      const id = await store.conversationOfContract(contractId);
      if (!id) throw notFound('No conversation for this contract yet');
      const found = await store.findConversation(id, null);
      if (!found) throw notFound(NOT_FOUND);
      return toConversation(found, null);
    },

    /**
     * Opens (or finds) the conversation on a job: a client with a freelancer who proposed on it or
     * was offered it; a freelancer with the client who made them an offer.
     */
    async open(viewer: Viewer, jobId: string, freelancerId: string) {
      if (viewer.role === 'admin') throw forbidden('Admins read conversations but do not take part');
      if (viewer.role === 'freelancer' && freelancerId !== viewer.id)
        throw forbidden('You can only open your own conversations');
      const opened = await uow.run(async ({ repos: { messages: repo } }) => {
        if (viewer.role === 'client') {
          if (!(await repo.isJobOfClient(jobId, viewer.id))) throw notFound('Job not found');
          const client = await repo.clientWhoMayTalkTo(jobId, freelancerId, 'client');
          if (!client) throw notFound('This freelancer has not sent a proposal for this job');
          return repo.openConversation(jobId, client, freelancerId);
        }
        const client = await repo.clientWhoMayTalkTo(jobId, viewer.id, 'freelancer');
        if (!client) throw notFound('You can message a client here once they contact you');
        return repo.openConversation(jobId, client, viewer.id);
      });
      return { isNew: opened.isNew, data: await get(opened.id, viewer) };
    },

    async send(id: string, viewer: Viewer, text: string, uploads: MessageUpload[] = []): Promise<Message> {
      // Nobody else's files are read into images: the parties are checked first.
      if (uploads.length > 0) await readable(store, id, viewer);
      const prepared = await Promise.all(uploads.map(prepare));
      return uow.run(async (tx) => {
        const repo = tx.repos.messages;
        const conversation = await repo.lockForSend(id);
        if (!conversation || !canReadConversation(conversation, viewer)) throw notFound(NOT_FOUND);
        if (!canWriteConversation(conversation, viewer))
          throw forbidden('Admins read conversations but do not take part');
        // Once a contract exists the parties may share what they need to work together.
        const reasons = conversation.hasContract ? [] : findContactReasons(text);
        const message = await repo.insertMessage(id, viewer.id, text, reasons);
        const files = tx.repos.files;
        for (const [position, upload] of prepared.entries()) {
          const file = await files.put({
            ownerId: viewer.id,
            kind: 'attachment',
            isPublic: false,
            contentType: upload.contentType,
            bytes: upload.bytes,
            originalName: upload.name,
          });
          const thumbnail = upload.thumbnail
            ? await files.put({
                ownerId: viewer.id,
                kind: 'attachment',
                isPublic: false,
                contentType: upload.thumbnail.contentType,
                bytes: upload.thumbnail.bytes,
                width: upload.thumbnail.width,
                height: upload.thumbnail.height,
              })
            : null;
          await repo.insertAttachment({
            messageId: message.id,
            fileId: file.id,
            thumbnailFileId: thumbnail?.id ?? null,
            name: upload.name,
            contentType: upload.contentType,
            byteSize: upload.bytes.length,
            position,
          });
        }
        const recipientId =
          viewer.id === conversation.clientId ? conversation.freelancerId : conversation.clientId;
        tx.emit('message.created', `conversation:${id}`, {
          conversationId: id,
          messageId: message.id,
          senderId: viewer.id,
          recipientId,
        });
        // Just stored: the recipient's marks cannot cover it yet.
        const attachments = await repo.attachmentsOf([message.id]);
        return { ...toMessage(message, NO_MARKS, attachments), state: 'sent' as const };
      });
    },

    async messages(id: string, viewer: Viewer, query: GetMessagesQuery): Promise<GetMessagesResponse> {
      const isAdmin = viewer.role === 'admin';
      const read = async (repo: MessagesRepository, tx: Tx | null) => {
        await readable(repo, id, viewer);
        if (tx) await mark(tx, viewer.id, 'delivered', id);
        const cursorId = query.before ?? query.since;
        const position = cursorId ? await repo.positionOf(id, cursorId) : null;
        if (cursorId && !position) throw badRequest('Cursor is not valid');
        const from = position ? (query.since ? { newer: position } : { older: position }) : null;
        const rows = await repo.listMessages(id, from, query.limit);
        const marks = (await repo.marks(id))!;
        const page = paginate.cursor(rows, query.limit, (m) => m.id);
        // `since` pages come oldest first (no gap when there are more): shown newest first.
        const data = query.since ? [...page.data].reverse() : page.data;
        const attachments = await repo.attachmentsOf(data.map((m) => m.id));
        return { data: data.map((m) => toMessage(m, marks, attachments)), nextCursor: page.nextCursor };
      };
      return isAdmin ? read(store, null) : uow.run((tx) => read(tx.repos.messages, tx));
    },

    async read(id: string, viewer: Viewer) {
      return uow.run(async (tx) => {
        const found = await tx.repos.messages.findConversation(id, viewer.id);
        if (!found || !canWriteConversation(found, viewer)) throw notFound(NOT_FOUND);
        await mark(tx, viewer.id, 'read', id);
        // The bell's "New message" entries of this conversation are read with it: one count, not two.
        await markConversationNotificationsReadIn(tx, viewer.id, id);
        return { id, unreadCount: 0 };
      });
    },

    async unreadCount(viewer: Viewer) {
      return uow.run(async (tx) => {
        await mark(tx, viewer.id, 'delivered', null);
        return { count: await tx.repos.messages.unreadTotal(viewer.id) };
      });
    },

    /** An attachment's bytes (or its preview), to the parties and admins only. */
    async attachment(id: string, attachmentId: string, viewer: Viewer, isThumbnail: boolean) {
      await readable(store, id, viewer);
      const found = await store.findAttachment(id, attachmentId);
      const fileId = found && (isThumbnail ? found.thumbnailFileId : found.fileId);
      if (!found || !fileId) throw notFound('File not found');
      const file = await uow.read.files.get(fileId);
      if (!file) throw notFound('File not found');
      return { name: found.name, file };
    },

    listFlagged: async (query: { page: number; limit: number }) => {
      const found = await store.listFlagged(query.page, query.limit);
      return paginate.page(found.rows, found.total, query);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
