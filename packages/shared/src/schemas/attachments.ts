import { ATTACHMENTS_MAX, SUBMISSION_LINKS_MAX } from '../deal-rules';
import * as z from '../zod';

/** A file attached to a job, a proposal or a submission, as reads answer it; served at /api/files/{id}. */
export const AttachmentRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** In bytes. */
  size: z.number().int(),
  /** The type read from the content (an image's, a PDF's, a ZIP's), else application/octet-stream. */
  type: z.string(),
});
export type AttachmentRef = z.infer<typeof AttachmentRefSchema>;
export const AttachmentRefsSchema = z.array(AttachmentRefSchema);

/** The ids of files uploaded through POST /api/files, in the order they are shown. */
export const AttachmentIdsSchema = z
  .array(z.uuid('Attach files you uploaded'), 'Attachments must be a list of file ids')
  .max(ATTACHMENTS_MAX, `Attach at most ${ATTACHMENTS_MAX} files`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each file can be attached only once');

/** Links that come with a submission (a repository, a design file, a preview). */
export const SubmissionLinksSchema = z
  .array(
    z
      .string('Write each link as text')
      .trim()
      .max(2000, 'A link must be at most 2,000 characters')
      .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), 'Links must start with http:// or https://'),
    'Links must be a list',
  )
  .max(SUBMISSION_LINKS_MAX, `Add at most ${SUBMISSION_LINKS_MAX} links`);

export const UploadedFileResponseSchema = z.object({ data: AttachmentRefSchema });
export type UploadedFileResponse = z.infer<typeof UploadedFileResponseSchema>;
