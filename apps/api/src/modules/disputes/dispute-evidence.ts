import { DISPUTE_FILES_PER_PARTY } from '@skillora/shared';
import { badRequest, notFound } from '../../lib/http-error';
import { type AttachmentUpload, sniffImageType } from '../files';
import { emitDisputeChanged } from './dispute-events';
import type { Viewer } from './dispute-parties';
import { mustBeActive, mustRead, sideOf } from './dispute-parties';
import { oneDispute } from './dispute-view';
import { DISPUTE_NOT_FOUND } from './lifecycle';
import type { DisputeDeps } from './settle-dispute';

/**
 * Evidence (issue 25): a party attaches files to an active dispute — with their statement or later —
 * as one step both parties and the admins see. Private files, served only to them.
 */
export function disputeEvidence({ uow }: Pick<DisputeDeps, 'uow'>) {
  return {
    /** Whether the viewer may attach files now (checked before their upload is read, and again after). */
    async mayAttach(id: string, viewer: Viewer) {
      const d = await uow.read.disputes.find(id);
      if (!d) throw notFound(DISPUTE_NOT_FOUND);
      sideOf(d, viewer);
      mustBeActive(d);
    },

    addFiles: (id: string, viewer: Viewer, uploads: AttachmentUpload[]) =>
      uow.run(async (tx) => {
        if (uploads.length === 0) throw badRequest('Choose at least one file');
        const d = await tx.repos.disputes.lock(id);
        if (!d) throw notFound(DISPUTE_NOT_FOUND);
        const side = sideOf(d, viewer);
        mustBeActive(d);
        const already = await tx.repos.disputes.filesAttachedBy(id, viewer.id);
        if (already + uploads.length > DISPUTE_FILES_PER_PARTY) {
          throw badRequest(
            `You can attach at most ${DISPUTE_FILES_PER_PARTY} files to a dispute (${already} so far)`,
          );
        }
        const stepId = await tx.repos.disputes.addStep({
          disputeId: id,
          kind: 'files_added',
          actorId: viewer.id,
        });
        for (const [position, upload] of uploads.entries()) {
          const contentType = sniffImageType(upload.bytes) ?? 'application/octet-stream';
          const file = await tx.repos.files.put({
            ownerId: viewer.id,
            kind: 'attachment',
            isPublic: false,
            contentType,
            bytes: upload.bytes,
            originalName: upload.name,
          });
          await tx.repos.disputes.addFile({
            disputeId: id,
            stepId,
            fileId: file.id,
            name: upload.name,
            contentType,
            byteSize: upload.bytes.length,
            position,
          });
        }
        emitDisputeChanged(tx, d, 'files_added', side);
        return oneDispute(tx.repos, d);
      }),

    /** One file of the dispute, to its parties and admins. */
    async file(id: string, fileId: string, viewer: Viewer) {
      const d = await uow.read.disputes.find(id);
      mustRead(d, viewer);
      const attached = await uow.read.disputes.findFile(id, fileId);
      const file = attached && (await uow.read.files.get(attached.fileId));
      if (!attached || !file) throw notFound('File not found');
      return { name: attached.name, file };
    },
  };
}
