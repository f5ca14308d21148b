import { UuidParamsSchema } from '../schemas/common';
import { WarnUserRequestSchema, WarnUserResponseSchema } from '../schemas/moderation';
import { endpoint } from './endpoint';

/**
 * The moderation module's own calls (ADR 030): warning a user. Hiding a message and blocking a user
 * are their owners' (endpoints/messages.ts, endpoints/admin-users.ts). A table of its own: the web's
 * flagged messages page would otherwise load the admin users pages' chunk with it (ADR 009).
 */
export const moderationEndpoints = {
  warn: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/warnings',
    status: 201,
    params: UuidParamsSchema,
    body: WarnUserRequestSchema,
    response: WarnUserResponseSchema,
  }),
};
