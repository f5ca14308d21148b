import { adminCatalogEndpoints } from '@skillora/shared/endpoints/admin-catalog';
import { catalogEndpoints } from '@skillora/shared/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchesEtag, pickContentCoding } from '../../lib/cached-answer';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import { CATALOGS, type CatalogKind } from './catalog.config';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The admin side of one catalog at the spec's paths; registered once per kind inside an admin scope
 * (catalog.plugin.ts), which demands an admin session.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ kind: CatalogKind }> = async (app, { kind }) => {
  const endpoints = adminCatalogEndpoints[kind];
  const service = app.catalogs[kind];
  const tags = [`admin: ${kind}`];

  route(app, endpoints.get, { schema: { tags, response: errors } }, async () => ({
    data: await service.listAll(),
  }));

  route(app, endpoints.add, { schema: { tags, response: errors } }, async (request, reply) =>
    reply.code(201).send(await service.add(request.body.name, viewer(request).id)),
  );

  route(app, endpoints.edit, { schema: { tags, response: errors } }, async (request) =>
    service.rename(request.params.id, request.body.name, viewer(request).id),
  );

  route(app, endpoints.list, { schema: { tags, response: errors } }, async (request) =>
    service.setListed(request.params.id, true, viewer(request).id),
  );

  route(app, endpoints.unlist, { schema: { tags, response: errors } }, async (request) =>
    service.setListed(request.params.id, false, viewer(request).id),
  );
};

/** No body: the copy the client holds (If-None-Match) is current. */
const NotModified = z.null().describe('Not modified');

/**
 * GET /api/categories and /api/skills: the listed items, for everyone (landing page, job forms). The
 * answer is served from the service's serialized copy, compressed once per change, with an ETag so a
 * revalidating browser gets a 304.
 */
export const catalogPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of Object.keys(CATALOGS) as CatalogKind[]) {
    const service = app.catalogs[kind];
    route(
      app,
      catalogEndpoints[kind],
      { schema: { tags: ['catalog'], response: { 304: NotModified } } },
      async (request, reply) => {
        const answer = await service.listedAnswer();
        // Same for every visitor and changes rarely: shared caches may keep it for a minute.
        reply
          .header('cache-control', 'public, max-age=60, stale-while-revalidate=300')
          .header('etag', answer.etag)
          // Added to, not replaced: the CORS hook may already vary on Origin.
          .header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
        if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send(null);
        // Already serialized (and compressed): Fastify sends a Buffer as it is.
        reply.type('application/json; charset=utf-8');
        const coding = pickContentCoding(request.headers['accept-encoding']);
        if (!coding) return reply.send(answer.bytes as never);
        return reply.header('content-encoding', coding).send(answer.encoded(coding) as never);
      },
    );
  }
};
