import { MESSAGE_FILES_MAX, MessageTextSchema, SendMessageRequestSchema } from '@skillora/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { type AttachmentUpload, readAttachments } from '../files';

const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? 'Bad request';

/**
 * A message body: JSON `{ text }`, or multipart with a `text` field and up to MESSAGE_FILES_MAX
 * `files` (then the text may be empty).
 */
export async function readMessageBody(
  request: FastifyRequest,
): Promise<{ text: string; files: AttachmentUpload[] }> {
  if (!request.isMultipart()) {
    const parsed = SendMessageRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(firstIssue(parsed.error.issues));
    return { text: parsed.data.text, files: [] };
  }
  const body = await readAttachments(request, `A message can carry at most ${MESSAGE_FILES_MAX} files`);
  const text = body.fields.get('text') ?? '';
  if (body.files.length > 0 && text.replace(/\r\n?/g, '\n').trim() === '')
    return { text: '', files: body.files };
  const parsed = MessageTextSchema.safeParse(text);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error.issues));
  return { text: parsed.data, files: body.files };
}
