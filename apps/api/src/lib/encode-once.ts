import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A response body encoded once per answer object, exactly as the response serializer would: an answer
 * a cache shares between requests (ADR 043) is then encoded once, not once per request.
 */
export function encodeOnce<T extends object>(schema: z.ZodType<T>) {
  const encoded = new WeakMap<T, string>();
  const encode = (answer: T) => {
    let body = encoded.get(answer);
    if (body === undefined) {
      body = JSON.stringify(z.encode(schema, answer));
      encoded.set(answer, body);
    }
    return body;
  };
  // A string with its type set is sent as it is, without the serializer.
  return (reply: FastifyReply, answer: T) =>
    reply.type('application/json; charset=utf-8').send(encode(answer) as never);
}
