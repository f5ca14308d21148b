import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { BAD_TEXT_MESSAGE, cleanFileName, hasBadText } from '../../lib/text-guard';

export type Upload = { bytes: Buffer; filename: string };

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Lets the routes of one scope read multipart bodies. Registered per scope (not app-wide), so every
 * other route keeps refusing anything but JSON.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
}

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * Every part of a multipart body, its field name, value and file name held to the rule that every
 * JSON string meets (plugins/input.ts): that hook runs before the body is read, so it never sees
 * these. A file's name also loses its text-direction controls (cleanFileName). Every multipart
 * reader goes through here, so no route can forget the check.
 */
export async function* multipartParts(request: FastifyRequest, options?: PartsOptions) {
  for await (const part of request.parts(options)) {
    const text = part.type === 'file' ? part.filename : part.value;
    if (hasBadText(part.fieldname) || hasBadText(text)) {
      // Drained, so busboy moves on and the 400 is not held up by an unread file.
      if (part.type === 'file') part.file.resume();
      throw badRequest(BAD_TEXT_MESSAGE);
    }
    // Set on the part itself (a plain field of it), so no reader can see the name as sent.
    if (part.type === 'file') part.filename = cleanFileName(part.filename);
    yield part;
  }
}

/**
 * The one file of a multipart request, in the field `file`, read whole into memory (at most
 * `maxBytes`; more is a 413 with a text naming the limit).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in the field "file"');
  let part: MultipartFile | undefined;
  try {
    for await (const next of multipartParts(request, { limits: { fileSize: maxBytes, files: 1 } })) {
      if (next.type !== 'file') continue;
      part = next;
      break;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('The upload could not be read; please try again');
  }
  if (part?.fieldname !== 'file') throw badRequest('Choose a file to upload');
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('The file is empty');
    return { bytes, filename: part.filename };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
      throw new HttpError(413, `The file is larger than ${megabytes(maxBytes)}`);
    throw badRequest('The upload could not be read; please try again');
  }
}
