import type { Message } from '@skillora/shared';
import { forbidden, notFound } from '../../lib/http-error';
import type { Repositories, UnitOfWork } from '../../outbox';
import { type AttachmentUpload, processImage, sniffImageType } from '../files';
import { findContactReasons } from './contact-safety';
import { canReadConversation, canWriteConversation, type Viewer } from './conversation-policy';
import { NOT_FOUND, readable } from './conversations.service';
import { NO_MARKS, toMessage } from './message-view';

/** An upload ready to store: images get a re-encoded preview (made before the transaction: slow). */
async function prepare(upload: AttachmentUpload) {
  const imageType = sniffImageType(upload.bytes);
  const thumbnail = imageType ? await processImage(upload.bytes, 'portfolio').catch(() => null) : null;
  return { ...upload, contentType: imageType ?? 'application/octet-stream', thumbnail };
}

/** Stores a prepared upload and its preview as private files of the sender, and links them to the message. */
async function attach(
  repos: Repositories,
  senderId: string,
  messageId: string,
  position: number,
  upload: Awaited<ReturnType<typeof prepare>>,
) {
  const base = { ownerId: senderId, kind: 'attachment', isPublic: false } as const;
  const file = await repos.files.put({
    ...base,
    contentType: upload.contentType,
    bytes: upload.bytes,
    originalName: upload.name,
  });
  const thumbnail = upload.thumbnail
    ? await repos.files.put({
        ...base,
        contentType: upload.thumbnail.contentType,
        bytes: upload.thumbnail.bytes,
        width: upload.thumbnail.width,
        height: upload.thumbnail.height,
      })
    : null;
  await repos.messages.insertAttachment({
    messageId,
    fileId: file.id,
    thumbnailFileId: thumbnail?.id ?? null,
    name: upload.name,
    contentType: upload.contentType,
    byteSize: upload.bytes.length,
    position,
  });
}

/** A party sends a message, with files: the other party hears of it (outbox `message.created`). */
export const createSendMessage =
  (uow: UnitOfWork) =>
  async (id: string, viewer: Viewer, text: string, uploads: AttachmentUpload[] = []): Promise<Message> => {
    // Nobody else's files are read into images: the parties are checked first.
    if (uploads.length > 0) await readable(uow.read.conversations, id, viewer);
    const prepared = await Promise.all(uploads.map(prepare));
    return uow.run(async (tx) => {
      const { repos } = tx;
      const conversation = await repos.conversations.lockForSend(id);
      if (!conversation || !canReadConversation(conversation, viewer)) throw notFound(NOT_FOUND);
      if (!canWriteConversation(conversation, viewer))
        throw forbidden('Admins read conversations but do not take part');
      // Once a contract exists the parties may share what they need to work together.
      const found = findContactReasons(text);
      const reasons =
        found.length > 0 && (await repos.contracts.latestBetween([conversation])).length > 0 ? [] : found;
      const message = await repos.messages.insertMessage(id, viewer.id, text, reasons);
      for (const [position, upload] of prepared.entries())
        await attach(repos, viewer.id, message.id, position, upload);
      const recipientId =
        viewer.id === conversation.clientId ? conversation.freelancerId : conversation.clientId;
      tx.emit('message.created', `conversation:${id}`, {
        conversationId: id,
        messageId: message.id,
        senderId: viewer.id,
        recipientId,
      });
      // Just stored: the recipient's marks cannot cover it yet.
      const attachments = await repos.messages.attachmentsOf([message.id]);
      return { ...toMessage(message, NO_MARKS, attachments), state: 'sent' as const };
    });
  };
