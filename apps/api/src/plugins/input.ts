import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, notFound } from '../lib/http-error';
import { BAD_TEXT_MESSAGE, hasBadText } from '../lib/text-guard';

/**
 * What every request's input must be before any route's schema reads it (ADR 014), in one place
 * rather than per route:
 * - an empty body sent as `application/json` (logout, list/unlist from clients that always set the
 *   type) is no body, not malformed JSON;
 * - no string in the query, body or path holds NUL or an unpaired surrogate.
 */
export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') return done(null, undefined);
      parseJson(request, text, done);
    });

    // Synchronous: it runs on every request, and an async hook costs a promise and a tick each time.
    app.addHook('preValidation', (request, _reply, done) => {
      // A path segment like that names nothing (ids are checked as ids): the usual 404.
      if (hasBadText(request.params)) return done(notFound());
      if (hasBadText(request.query) || hasBadText(request.body)) return done(badRequest(BAD_TEXT_MESSAGE));
      done();
    });
  },
  { name: 'input' },
);
