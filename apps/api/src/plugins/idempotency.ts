import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ReplayedAnswer, type RequestKey, withRequestKey } from '../outbox';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A request with an `Idempotency-Key` is answered once (ADR 020, ADR 026). The first `uow.run` of
     * the request claims the key (400 when it is malformed); its answer — the route's one 2xx status
     * with what that transaction returns, which the handler sends, or its refusal (4xx) — is stored
     * with the change. The same key again gets the stored answer; with another request, 422; while
     * the first is still running, 409. A two-step payment stores its answer later (`answerLater`).
     */
    idempotent?: boolean;
  }
}

/** The one success status a route documents: what its stored answers say. */
function successStatus(route: RouteOptions): number {
  const codes = Object.keys(route.schema?.response ?? {})
    .map(Number)
    .filter((code) => code >= 200 && code < 300);
  if (codes.length !== 1) {
    throw new Error(`${route.method} ${route.url}: an idempotent route documents exactly one 2xx answer`);
  }
  return codes[0]!;
}

/** The method, path and body: the same key sent with another request is refused. */
function fingerprintOf(request: FastifyRequest): string {
  const body = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  return `${request.method} ${request.url.split('?')[0]} ${body}`;
}

/** `config: { idempotent: true }` on a route: its Idempotency-Key handled around its handler. */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const status = successStatus(route);
      const handler = route.handler;
      route.handler = async function idempotent(request, reply) {
        reply.code(status);
        const header = request.headers['idempotency-key'];
        // Keys are each user's own; without one the request is simply not replayable.
        if (header === undefined || !request.user) return handler.call(this, request, reply);
        const key: RequestKey = {
          userId: request.user.id,
          header,
          fingerprint: fingerprintOf(request),
          status,
          claimed: false,
        };
        try {
          const body = await withRequestKey(key, async () => handler.call(this, request, reply));
          if (key.claimed && key.answered !== body) {
            throw new Error(
              `${route.method} ${route.url}: the answer sent is not the one stored for its key`,
            );
          }
          return body;
        } catch (err) {
          if (!(err instanceof ReplayedAnswer)) throw err;
          return reply.code(err.answer.status).send(err.answer.body);
        }
      };
    });
  },
  { name: 'idempotency' },
);
