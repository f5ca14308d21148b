import { MessageResponseSchema, UuidParamsSchema } from '../schemas/common';
import {
  CompleteOidcSignupRequestSchema,
  CompleteOidcSignupResponseSchema,
  LinkIdentityRequestSchema,
  ListIdentitiesResponseSchema,
  OidcNoticeResponseSchema,
  OidcPendingResponseSchema,
  OidcStartResponseSchema,
  SetPasswordRequestSchema,
} from '../schemas/identities';
import { endpoint } from './endpoint';

/** 'Continue with Google' (under /api/auth/oidc) and the signed-in user's sign-in methods (/api/me). */
export const identitiesEndpoints = {
  startGoogle: endpoint({ method: 'POST', path: '/api/auth/oidc/start', response: OidcStartResponseSchema }),
  pendingGoogleSignup: endpoint({
    method: 'GET',
    path: '/api/auth/oidc/pending',
    response: OidcPendingResponseSchema,
  }),
  googleNotice: endpoint({
    method: 'GET',
    path: '/api/auth/oidc/notice',
    response: OidcNoticeResponseSchema,
  }),
  completeGoogleSignup: endpoint({
    method: 'POST',
    path: '/api/auth/oidc/complete',
    body: CompleteOidcSignupRequestSchema,
    response: CompleteOidcSignupResponseSchema,
  }),
  list: endpoint({ method: 'GET', path: '/api/me/identities', response: ListIdentitiesResponseSchema }),
  link: endpoint({
    method: 'POST',
    path: '/api/me/identities/link',
    body: LinkIdentityRequestSchema,
    response: OidcStartResponseSchema,
  }),
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/me/identities/:id',
    params: UuidParamsSchema,
    response: MessageResponseSchema,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/me/password',
    body: SetPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
};
