import type { GetMessagesQuery, GetMessagesResponse } from '@skillora/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import type { Viewer } from './conversation-policy';
import { markUpToLast, readable } from './conversations.service';
import { toMessage } from './message-view';

const FILE_REMOVED = 'This file was removed by Skillora';

/** A conversation's messages, paged by cursor, and its attachments' bytes. */
export function createMessageHistory(uow: UnitOfWork) {
  return {
    /** A party's read marks the other party's messages delivered; an admin's marks nothing. */
    async messages(id: string, viewer: Viewer, query: GetMessagesQuery): Promise<GetMessagesResponse> {
      const read = async (repos: Repositories, tx: Tx | null) => {
        await readable(repos.conversations, id, viewer);
        if (tx) await markUpToLast(tx, viewer.id, 'delivered', id);
        const cursorId = query.before ?? query.since;
        const position = cursorId ? await repos.messages.positionOf(id, cursorId) : null;
        if (cursorId && !position) throw badRequest('Cursor is not valid');
        const from = position ? (query.since ? { newer: position } : { older: position }) : null;
        const rows = await repos.messages.listMessages(id, from, query.limit);
        const marks = (await repos.conversations.marks(id))!;
        const page = paginate.cursor(rows, query.limit, (m) => m.id);
        // `since` pages come oldest first (no gap when there are more): shown newest first.
        const data = query.since ? [...page.data].reverse() : page.data;
        const attachments = await repos.messages.attachmentsOf(data.map((m) => m.id));
        const isAdmin = viewer.role === 'admin';
        return {
          data: data.map((m) => toMessage(m, marks, attachments, isAdmin)),
          nextCursor: page.nextCursor,
        };
      };
      return viewer.role === 'admin' ? read(uow.read, null) : uow.run((tx) => read(tx.repos, tx));
    },

    /**
     * An attachment's bytes (or its preview), to the parties and admins only; a hidden message's
     * files to admins only (ADR 030).
     */
    async attachment(id: string, attachmentId: string, viewer: Viewer, isThumbnail: boolean) {
      await readable(uow.read.conversations, id, viewer);
      const found = await uow.read.messages.findAttachment(id, attachmentId);
      const fileId = found && (isThumbnail ? found.thumbnailFileId : found.fileId);
      if (!found || !fileId) throw notFound('File not found');
      if (found.isHidden && viewer.role !== 'admin') throw notFound(FILE_REMOVED);
      const file = await uow.read.files.get(fileId);
      if (!file) throw notFound('File not found');
      return { name: found.name, file };
    },
  };
}
