import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  ListSessionsResponseSchema,
  PendingEmailChangeResponseSchema,
  UpdateMeRequestSchema,
  UpdateMeResponseSchema,
  VerifyEmailChangeRequestSchema,
} from '../schemas/account';
import { MessageResponseSchema, UuidParamsSchema } from '../schemas/common';
import { endpoint } from './endpoint';

/**
 * The signed-in user's own account, under /api/me. The account itself is `/api/me/` (with the
 * slash, as the OpenAPI document has always named it; `/api/me` is served too).
 */
export const accountEndpoints = {
  rename: endpoint({
    method: 'PATCH',
    path: '/api/me/',
    body: UpdateMeRequestSchema,
    response: UpdateMeResponseSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/me/password',
    body: ChangePasswordRequestSchema,
    response: MessageResponseSchema,
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/api/me/email',
    body: ChangeEmailRequestSchema,
    response: MessageResponseSchema,
  }),
  pendingEmailChange: endpoint({
    method: 'GET',
    path: '/api/me/email',
    response: PendingEmailChangeResponseSchema,
  }),
  cancelEmailChange: endpoint({ method: 'DELETE', path: '/api/me/email', response: MessageResponseSchema }),
  verifyEmailChange: endpoint({
    method: 'POST',
    path: '/api/me/email/verify',
    body: VerifyEmailChangeRequestSchema,
    response: UpdateMeResponseSchema,
  }),
  sessions: endpoint({ method: 'GET', path: '/api/me/sessions', response: ListSessionsResponseSchema }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    params: UuidParamsSchema,
    response: MessageResponseSchema,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/me/',
    body: DeleteAccountRequestSchema,
    response: MessageResponseSchema,
  }),
};
