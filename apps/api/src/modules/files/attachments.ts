import multipart from '@fastify/multipart';
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from '@skillora/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { multipartParts } from './upload';

/*
 * Attachments (issue 16): files people send each other — with a message, or as a dispute's evidence
 * (issue 25). One set of rules for both: at most MESSAGE_FILES_MAX files of MESSAGE_FILE_MAX_BYTES
 * each, none empty, no programs.
 */

export type AttachmentUpload = { name: string; bytes: Buffer };

const MACH_O = [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe];

/**
 * An executable by its content, whatever its name says (issue 16): Windows PE (`MZ`), ELF, Mach-O
 * (and fat binaries, which share Java classes' magic), and scripts starting with `#!` (after an
 * optional UTF-8 byte order mark).
 */
export function isExecutable(bytes: Buffer): boolean {
  if (bytes.length >= 2 && bytes[0] === 0x4d && bytes[1] === 0x5a) return true;
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x7f454c46) return true;
  if (bytes.length >= 4 && MACH_O.includes(bytes.readUInt32BE(0))) return true;
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes.length >= start + 2 && bytes[start] === 0x23 && bytes[start + 1] === 0x21;
}

/**
 * Lets one scope's routes read attachments; `fields` is how many text fields may come with them.
 * Registered per scope, so every other route keeps refusing anything but JSON.
 */
export async function acceptAttachments(app: FastifyInstance, fields: number) {
  await app.register(multipart, {
    limits: {
      fileSize: MESSAGE_FILE_MAX_BYTES,
      files: MESSAGE_FILES_MAX,
      fields,
      parts: MESSAGE_FILES_MAX + fields,
    },
  });
}

/**
 * A multipart body of text fields and files in the field `fileField` (`files`), read whole into memory (the files
 * go into the database in the caller's transaction). Unknown file fields are read and dropped;
 * `tooMany` is the answer to more than MESSAGE_FILES_MAX files.
 */
export async function readAttachments(
  request: FastifyRequest,
  tooMany: string,
  fileField = 'files',
): Promise<{ fields: Map<string, string>; files: AttachmentUpload[] }> {
  const fields = new Map<string, string>();
  const files: AttachmentUpload[] = [];
  try {
    for await (const part of multipartParts(request)) {
      if (part.type === 'field') {
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField) continue;
      const name = part.filename || 'file';
      if (bytes.length === 0) throw badRequest(`${name} is empty`);
      if (isExecutable(bytes)) throw badRequest(`${name} is a program: executable files cannot be sent`);
      files.push({ name: name.slice(0, 255), bytes });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `Each file can be at most ${MESSAGE_FILE_MAX_BYTES / (1024 * 1024)} MB`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(tooMany);
    throw badRequest('The upload could not be read; please try again');
  }
  return { fields, files };
}

/** `attachment; filename=…` safe for any name (quotes, non-ASCII). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
