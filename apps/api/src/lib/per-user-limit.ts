import type { FastifyRequest } from 'fastify';

/**
 * A route's rate limit counted per signed-in user, not per address: checked in preHandler, once the
 * session is known, so every instance shares the count through Redis when it is configured.
 */
export const perUserLimit = (max: number, timeWindow: string) =>
  ({
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  }) as const;
