// What other modules may use of files (ADR 018).

export {
  type AttachmentReader,
  attachFiles,
  attachmentsOf,
  NOT_ATTACHABLE,
  registerAttachmentReader,
} from './attachment-access';
export type { AttachmentIds } from './attachment-links';
export {
  type AttachmentUpload,
  acceptAttachments,
  contentDisposition,
  isExecutable,
  readAttachments,
} from './attachments';
export { createFileStore, type FileStore, fileUrl, type NewFile, type StoredFile } from './file-store';
export { filesPlugin } from './files.plugin';
export { IMAGE_PRESETS, type ImagePreset, NOT_AN_IMAGE, processImage, sniffImageType } from './images';
export { removeImagesOfIn } from './owner-images';
export { acceptUploads, multipartParts, readUpload, type Upload } from './upload';
