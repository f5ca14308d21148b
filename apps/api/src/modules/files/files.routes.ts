import { UuidParamsSchema } from '@skillora/shared';
import { filesEndpoints } from '@skillora/shared/endpoints/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses, notFound } from '../../lib/http-error';
import { perUserLimit } from '../../lib/per-user-limit';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { mayReadFile } from './attachment-access';
import { acceptAttachments, contentDisposition, readAttachments } from './attachments';
import { mayUpload, purposeOf, uploadAttachment } from './upload-attachment';

/** A stored file never changes (a new upload is a new id), so browsers and proxies may keep it a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Uploads per user: a job, a proposal and a submission take 10 files each. */
const UPLOAD_LIMIT = perUserLimit(60, '10 minutes');

/**
 * GET /api/files/{id}: public files (photos, portfolio images) to anyone, read from the database,
 * so limited per IP with a budget for pages full of images (plugins/rate-limit.ts). The app-wide
 * security headers (CSP, nosniff) apply as on every answer. Attachments of jobs, proposals and
 * submissions (issue 32) to whom may read them (attachment-access.ts), always as a download; the
 * messages' and disputes' files are served by their own routes, never here.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.uow.read.files;
  app.get(
    '/files/:id',
    {
      config: app.publicFilesRateLimit,
      schema: {
        tags: ['files'],
        summary: 'A public file (photo, portfolio image), or an attachment its viewer may read',
        params: UuidParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await store.get(request.params.id);
      // The session is read only for a private file: pages full of public photos stay one query each.
      if (file && !file.isPublic) await app.optionalUser(request);
      if (!file || !(await mayReadFile(app.uow.read, file, request.user))) throw notFound('File not found');
      const etag = `"${file.sha256}"`;
      if (file.isPublic)
        reply
          .header('cache-control', IMMUTABLE_CACHE)
          .header('content-disposition', file.contentType.startsWith('image/') ? 'inline' : 'attachment');
      else
        reply
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', contentDisposition('attachment', file.originalName ?? 'file'));
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send('');
      return reply.type(file.contentType).send(file.data);
    },
  );

  await app.register(async (uploads) => {
    // Multipart only in this scope; every other route keeps JSON only.
    await acceptAttachments(uploads, 1);
    uploads.addHook('onRequest', uploads.requireRole('client', 'freelancer'));
    routesOf(uploads, { tags: ['files'], response: errorResponses(400, 401, 403, 413, 429) })(
      filesEndpoints.upload,
      {
        summary:
          "Upload one attachment: multipart/form-data with `purpose` ('job' | 'proposal' | 'submission') then `file`",
        config: { rateLimit: UPLOAD_LIMIT },
      },
      async (request, reply) => {
        const { fields, files } = await readAttachments(request, 'Upload one file at a time', 'file');
        const purpose = purposeOf(fields.get('purpose'));
        mayUpload(viewer(request), purpose);
        if (files.length !== 1) throw badRequest('Choose one file to upload in the field "file"');
        reply.code(201);
        return { data: await uploadAttachment(app.uow, viewer(request), purpose, files[0]!) };
      },
    );
  });
};
