import type { SessionUser } from '@skillora/shared';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-error';

/** The signed-in user of a route behind `requireUser` / `requireRole`; 401 if there is none. */
export function viewer(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
