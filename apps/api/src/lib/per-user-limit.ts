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

/**
 * An admin's moderation writes (hide a message, warn, block, unblock): 60 an hour per admin and route,
 * as the reviews' and disputes' writes — far more than one person decides by hand, and a cap on what
 * a stolen admin session can do (ADR 030).
 */
export const ADMIN_WRITE_LIMIT = perUserLimit(60, '1 hour');
