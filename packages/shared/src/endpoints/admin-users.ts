import {
  BlockUserResponseSchema,
  GetUserResponseSchema,
  GetUsersRequestSchema,
  GetUsersResponseSchema,
  UnblockUserResponseSchema,
} from '../schemas/admin-users';
import { UuidParamsSchema } from '../schemas/common';
import { BlockUserRequestSchema } from '../schemas/moderation';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

/**
 * Clients and freelancers for the admins: the lists, one in full, and the Block switch's two calls (a
 * block with the reason the user is shown).
 */
export const adminUsersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: GetUsersRequestSchema,
    response: GetUsersResponseSchema,
  }),
  get: endpoint({ method: 'GET', path: '/api/admin/users/:id', params, response: GetUserResponseSchema }),
  block: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/block',
    params,
    body: BlockUserRequestSchema,
    response: BlockUserResponseSchema,
  }),
  unblock: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id/unblock',
    params,
    response: UnblockUserResponseSchema,
  }),
};
