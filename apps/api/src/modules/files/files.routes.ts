import { UuidParamsSchema } from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';

/** A stored file never changes (a new upload is a new id), so browsers and proxies may keep it a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/files/{id}: public files (photos, portfolio images) to anyone, read from the database,
 * so limited per IP with a budget for pages full of images (plugins/rate-limit.ts). The app-wide
 * security headers (CSP, nosniff) apply as on every answer; private files are not served here.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.uow.read.files;
  app.get(
    '/files/:id',
    {
      config: app.publicFilesRateLimit,
      schema: {
        tags: ['files'],
        summary: 'A public file (photo, portfolio image)',
        params: UuidParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await store.get(request.params.id);
      if (!file?.isPublic) throw notFound('File not found');
      const etag = `"${file.sha256}"`;
      reply
        .header('cache-control', IMMUTABLE_CACHE)
        .header('etag', etag)
        .header('content-disposition', file.contentType.startsWith('image/') ? 'inline' : 'attachment');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send('');
      return reply.type(file.contentType).send(file.data);
    },
  );
};
