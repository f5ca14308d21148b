import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { viewer } from '../auth';
import { formatEvent, type StreamRegistry } from './stream-registry';

/** Below the idle timeouts of proxies and of the server itself, so a quiet stream stays open. */
const HEARTBEAT_MS = 25_000;

export const liveRoutes: FastifyPluginAsyncZod<{ registry: StreamRegistry }> = async (app, { registry }) => {
  app.get(
    '/stream',
    {
      // Looked up per request: the session plugin registers after this one.
      preHandler: (request) => app.requireUser(request),
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events for the signed-in user: wake-ups such as `session.ended`, `proposal.created`; re-read on `resync`',
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      const user = viewer(request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        // A hijacked reply skips Fastify's send, which would write what the onRequest hooks set:
        // the security headers, HSTS, and CORS for a CORS_ORIGINS origin (plugins/cors.ts).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write(`retry: 3000\n\n${formatEvent('ready', {})}`);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const remove = registry.add({
        userId: user.id,
        role: user.role,
        sessionId: request.sessionId ?? '',
        write: (chunk) => raw.write(chunk),
        end: () => raw.end(),
      });
      raw.on('close', () => {
        clearInterval(heartbeat);
        remove();
      });
    },
  );
};
