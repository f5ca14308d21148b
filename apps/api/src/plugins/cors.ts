import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What a front end on another origin may read besides the simple headers. */
const EXPOSE_HEADERS = 'retry-after, x-request-id, etag';
const PREFLIGHT_MAX_AGE_S = '600';

/**
 * Cross-origin calls with credentials from the exact origins in CORS_ORIGINS (a front end served
 * from its own origin, such as the Vite dev server on :5173 calling :3000). Those origins also pass
 * the cross-site check (plugins/security.ts); every other origin gets no CORS headers and is refused.
 */
export const corsPlugin = fp(
  async (app: FastifyInstance) => {
    const allowed = new Set(app.config.CORS_ORIGINS);
    if (allowed.size === 0) return;
    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (origin === undefined) return done();
      const isPreflight =
        request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
      reply.header('vary', 'Origin');
      if (!allowed.has(origin))
        return done(isPreflight ? forbidden('Cross-site request refused') : undefined);
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
      if (!isPreflight) {
        reply.header('access-control-expose-headers', EXPOSE_HEADERS);
        return done();
      }
      reply
        .header('access-control-allow-methods', ALLOW_METHODS)
        .header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '')
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_S)
        .code(204)
        .send();
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
