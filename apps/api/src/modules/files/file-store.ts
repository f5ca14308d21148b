import { createHash } from 'node:crypto';
import type { FileKind } from '@skillora/shared';
import type { AttachmentPurpose } from '@skillora/shared/deal-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type FileRow, files } from './schema';

export type NewFile = {
  ownerId: string;
  kind: FileKind;
  /** Public files are served to anyone; private ones only through a route that checks the viewer. */
  isPublic: boolean;
  contentType: string;
  bytes: Buffer;
  originalName?: string | null;
  width?: number | null;
  height?: number | null;
  /** An attachment uploaded through POST /api/files: what it may be attached to. */
  purpose?: AttachmentPurpose | null;
};

export type StoredFile = Omit<FileRow, 'data'> & { url: string };

/** Where a file is served. Ids are random UUIDs and a file never changes, so the URL is immutable. */
export const fileUrl = (id: string) => `/api/files/${id}`;

const metaColumns = {
  id: files.id,
  ownerId: files.ownerId,
  kind: files.kind,
  isPublic: files.isPublic,
  contentType: files.contentType,
  byteSize: files.byteSize,
  sha256: files.sha256,
  originalName: files.originalName,
  width: files.width,
  height: files.height,
  purpose: files.purpose,
  attachedTo: files.attachedTo,
  attachedAt: files.attachedAt,
  createdAt: files.createdAt,
};

/**
 * Generic storage of uploaded bytes in the database (ADR 018): any module puts a file with its owner
 * and kind, inside its own transaction (`tx.repos.files`), and links to `fileUrl(id)`.
 */
export function createFileStore(db: Executor) {
  return {
    async put(file: NewFile): Promise<StoredFile> {
      const [row] = await db
        .insert(files)
        .values({
          ownerId: file.ownerId,
          kind: file.kind,
          isPublic: file.isPublic,
          contentType: file.contentType,
          byteSize: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          originalName: file.originalName ?? null,
          width: file.width ?? null,
          height: file.height ?? null,
          data: file.bytes,
          purpose: file.purpose ?? null,
        })
        .returning(metaColumns);
      return { ...row!, url: fileUrl(row!.id) };
    },

    /** The file with its bytes, or null. Callers decide who may read it. */
    async get(id: string): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row ?? null;
    },

    /** Deletes one of the owner's files; false when there was none. */
    async remove(id: string, ownerId: string): Promise<boolean> {
      const gone = await db
        .delete(files)
        .where(and(eq(files.id, id), eq(files.ownerId, ownerId)))
        .returning({ id: files.id });
      return gone.length > 0;
    },

    /** The owner's photos and portfolio images (what names or shows the person; attachments stay). */
    async removeImagesOf(ownerId: string): Promise<void> {
      await db
        .delete(files)
        .where(and(eq(files.ownerId, ownerId), inArray(files.kind, ['photo', 'portfolio_image'])));
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
