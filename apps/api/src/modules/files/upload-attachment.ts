import type { SessionUser } from '@skillora/shared';
import { ATTACHMENT_PURPOSES, type AttachmentPurpose } from '@skillora/shared/deal-rules';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { badRequest, forbidden } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import type { AttachmentUpload } from './attachments';
import { sniffImageType } from './images';

/** Who attaches files to what: clients to their jobs, freelancers to proposals and submissions. */
const UPLOADER_ROLE: Record<AttachmentPurpose, SessionUser['role']> = {
  job: 'client',
  proposal: 'freelancer',
  submission: 'freelancer',
};

/** The type by the content (issue 16's rule): images, PDF and ZIP by their magic bytes, else bytes. */
export function sniffFileType(bytes: Buffer): string {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'application/zip';
  return 'application/octet-stream';
}

export function purposeOf(value: string | undefined): AttachmentPurpose {
  const purpose = ATTACHMENT_PURPOSES.find((p) => p === value);
  if (!purpose)
    throw badRequest(`Say what the file is for: purpose must be ${ATTACHMENT_PURPOSES.join(', ')}`);
  return purpose;
}

export function mayUpload(viewer: SessionUser, purpose: AttachmentPurpose) {
  if (viewer.role !== UPLOADER_ROLE[purpose])
    throw forbidden(
      purpose === 'job'
        ? 'Only clients attach files to jobs'
        : 'Only freelancers attach files to proposals and submissions',
    );
}

/**
 * POST /api/files (issue 32): one private file of the uploader, for one purpose, not yet attached.
 * Checked by the messages' rules on reading (none empty, no programs, 25 MB); attached later by id.
 */
export async function uploadAttachment(
  uow: UnitOfWork,
  viewer: SessionUser,
  purpose: AttachmentPurpose,
  upload: AttachmentUpload,
): Promise<AttachmentRef> {
  mayUpload(viewer, purpose);
  const type = sniffFileType(upload.bytes);
  const file = await uow.run(({ repos }) =>
    repos.files.put({
      ownerId: viewer.id,
      kind: 'attachment',
      isPublic: false,
      contentType: type,
      bytes: upload.bytes,
      originalName: upload.name,
      purpose,
    }),
  );
  return { id: file.id, name: upload.name, size: file.byteSize, type };
}
