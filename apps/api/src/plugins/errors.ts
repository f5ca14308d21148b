import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
};

/** Every failure leaves as `{ error }` with the right status; nothing internal is leaked. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        if (err.headers) reply.headers(err.headers);
        return reply.code(err.statusCode).send({ error: err.message });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        // A malformed id in the path names nothing that exists.
        if (err.validationContext === 'params') return reply.code(404).send({ error: 'Not found' });
        const first = err.validation[0];
        return reply.code(400).send({ error: first?.message ?? 'Invalid request' });
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ error: 'Service temporarily unavailable, please try again' });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (err.code && MESSAGES[err.code]) ?? err.message;
        return reply.code(status).send({ error: message });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: 'Something went wrong, please try again' });
    });
  },
  { name: 'errors' },
);
