import type { AttachmentPurpose } from '@skillora/shared/deal-rules';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from './schema';

export type AttachTo = {
  purpose: AttachmentPurpose;
  /** The job, proposal or milestone. */
  targetId: string;
  /** Only the uploader attaches a file. */
  ownerId: string;
  fileIds: AttachmentIds;
};

export type AttachmentIds = readonly string[];

/**
 * Links between uploaded files and what they are attached to (issue 32, ADR 040). A file is claimed
 * by one conditional update: the uploader's, uploaded for this purpose, and not attached elsewhere;
 * two requests racing for one file cannot both claim it (the row lock of the update decides).
 */
export function createAttachmentLinks(db: Executor) {
  return {
    /**
     * Claims the files for the target; how many were claimed (fewer than asked: refuse the change).
     * `keep`: files the target already has count as claimed (an edit that lists them again).
     */
    async claim({ purpose, targetId, ownerId, fileIds }: AttachTo, keep: boolean): Promise<number> {
      if (fileIds.length === 0) return 0;
      const claimed = await db
        .update(files)
        .set({ attachedTo: targetId, attachedAt: sql`now()` })
        .where(
          and(
            inArray(files.id, [...fileIds]),
            eq(files.ownerId, ownerId),
            eq(files.purpose, purpose),
            keep ? or(isNull(files.attachedTo), eq(files.attachedTo, targetId)) : isNull(files.attachedTo),
          ),
        )
        .returning({ id: files.id });
      return claimed.length;
    },

    /** Deletes the target's files that are no longer listed (an edit that removed them). */
    async dropOthers({ purpose, targetId, ownerId, fileIds }: AttachTo): Promise<void> {
      const kept = fileIds.length > 0 ? notInArray(files.id, [...fileIds]) : undefined;
      await db
        .delete(files)
        .where(
          and(eq(files.purpose, purpose), eq(files.attachedTo, targetId), eq(files.ownerId, ownerId), kept),
        );
    },

    /** The files attached to each target, in the order they were uploaded. */
    async listFor(purpose: AttachmentPurpose, targetIds: readonly string[]) {
      const byTarget = new Map<string, AttachmentRef[]>(targetIds.map((id) => [id, []]));
      if (targetIds.length === 0) return byTarget;
      const rows = await db
        .select({
          id: files.id,
          targetId: files.attachedTo,
          name: files.originalName,
          size: files.byteSize,
          type: files.contentType,
        })
        .from(files)
        .where(and(eq(files.purpose, purpose), inArray(files.attachedTo, [...targetIds])))
        .orderBy(asc(files.createdAt), asc(files.id));
      for (const { targetId, name, ...rest } of rows)
        byTarget.get(targetId!)?.push({ ...rest, name: name ?? 'file' });
      return byTarget;
    },
  };
}

export type AttachmentLinks = ReturnType<typeof createAttachmentLinks>;
