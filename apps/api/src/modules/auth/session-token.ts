import { SESSION_COOKIE } from '@skillora/shared';
import type { FastifyRequest } from 'fastify';

/** The session token a request carries: a bearer header (API clients) or the session cookie (browser). */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] || null;
}
