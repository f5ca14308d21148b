import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error';
import { HSTS, SECURITY_HEADERS } from './security-headers';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Set header by header from an array made once: no key list nor entry made per request. */
const HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** Host and port compared after URL normalisation (so :80 and no port agree); "null" never matches. */
function isSameOrigin(origin: string, self: string): boolean {
  try {
    return new URL(origin).host === new URL(self).host;
  } catch {
    return false;
  }
}

/**
 * The session rides in a cookie, so a state change must come from our own origin: browsers say where
 * a request comes from in Sec-Fetch-Site and Origin, and we refuse anything that is not same-origin.
 */
function isCrossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  // An origin listed in CORS_ORIGINS is ours too (plugins/cors.ts).
  if (request.headers.origin !== undefined && trusted.has(request.headers.origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  return origin !== undefined && !isSameOrigin(origin, `${request.protocol}://${request.host}`);
}

/**
 * Security headers, the request id and cross-site request rejection, in one synchronous hook: it
 * runs on every request, static files included, so it does no per-request work it can do once.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const trusted = new Set(app.config.CORS_ORIGINS);
    app.addHook('onRequest', (request, reply, done) => {
      for (let i = 0; i < HEADER_ENTRIES.length; i += 1)
        reply.header(HEADER_ENTRIES[i]![0], HEADER_ENTRIES[i]![1]);
      // Here rather than in an onSend hook, one hook fewer per request: every answer still carries
      // it, 404s and errors included (they pass through onRequest), and app.ts's frameworkErrors
      // adds it to the few made before routing (ADR 043, 2026-11-27).
      reply.header('x-request-id', request.id);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(isCrossSite(request, trusted) ? forbidden('Cross-site request refused') : undefined);
    });

    // Only JSON bodies: text/plain is a "simple" type a foreign page can post without a preflight.
    app.removeContentTypeParser(['text/plain']);
  },
  { name: 'security', dependencies: ['config'] },
);
