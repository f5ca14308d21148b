import type { SessionUser } from '@skillora/shared';
import type { AttachmentPurpose } from '@skillora/shared/deal-rules';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { badRequest } from '../../lib/http-error';
import type { Repositories } from '../../outbox';
import type { AttachTo } from './attachment-links';
import type { FileRow } from './schema';

/**
 * Who reads an attached file is the rule of the module that owns what it is attached to (jobs,
 * proposals, contracts): each registers its reader at start, so this module never imports theirs.
 */
export type AttachmentReader = (
  repos: Repositories,
  targetId: string,
  viewer: SessionUser,
) => Promise<boolean>;

const readers = new Map<AttachmentPurpose, AttachmentReader>();

export function registerAttachmentReader(purpose: AttachmentPurpose, reader: AttachmentReader) {
  readers.set(purpose, reader);
}

/**
 * Public files to anyone; an attachment to admins, to its uploader until it is attached, then to
 * whom the owning module's reader allows. Messages' and disputes' files have no purpose: they are
 * served only by their own routes.
 */
export async function mayReadFile(
  repos: Repositories,
  file: Pick<FileRow, 'isPublic' | 'purpose' | 'attachedTo' | 'ownerId'>,
  viewer: SessionUser | null,
): Promise<boolean> {
  if (file.isPublic) return true;
  if (!viewer || !file.purpose) return false;
  if (viewer.role === 'admin') return true;
  if (!file.attachedTo) return file.ownerId === viewer.id;
  const reader = readers.get(file.purpose);
  return reader ? reader(repos, file.attachedTo, viewer) : false;
}

export const NOT_ATTACHABLE =
  'A file can be attached once, by the person who uploaded it for this: upload it again';

/**
 * Attaches the uploader's files to a job, proposal or milestone in the caller's transaction.
 * `replace`: the list is the target's whole set (an edit), so files left out are deleted.
 */
export async function attachFiles(repos: Repositories, to: AttachTo, { replace }: { replace: boolean }) {
  if (replace) await repos.attachmentLinks.dropOthers(to);
  const claimed = await repos.attachmentLinks.claim(to, replace);
  if (claimed !== to.fileIds.length) throw badRequest(NOT_ATTACHABLE);
}

/** The files of each target, for reads. */
export const attachmentsOf = (
  repos: Repositories,
  purpose: AttachmentPurpose,
  targetIds: readonly string[],
): Promise<Map<string, AttachmentRef[]>> => repos.attachmentLinks.listFor(purpose, targetIds);
