import { LoginResponseSchema } from '../schemas/auth';
import { MessageResponseSchema } from '../schemas/common';
import {
  AddPasskeyRequestSchema,
  AddPasskeyResponseSchema,
  ListPasskeysResponseSchema,
  PasskeyIdParamsSchema,
  PasskeyOptionsResponseSchema,
  PasskeySignInOptionsRequestSchema,
  PasskeySignInRequestSchema,
} from '../schemas/passkeys';
import { endpoint } from './endpoint';

/** The signed-in user's passkeys (issue 30, ADR 032), under /api/me/passkeys. */
export const passkeyEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/me/passkeys', response: ListPasskeysResponseSchema }),
  /** Registration options; their challenge works once, for a few minutes, for this user. */
  registrationOptions: endpoint({
    method: 'POST',
    path: '/api/me/passkeys/options',
    response: PasskeyOptionsResponseSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/me/passkeys',
    status: 201,
    body: AddPasskeyRequestSchema,
    response: AddPasskeyResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/me/passkeys/:id',
    params: PasskeyIdParamsSchema,
    response: MessageResponseSchema,
  }),
};

/** Signing in with a passkey, under /api/auth/passkey: answers as a login does. */
export const passkeySignInEndpoints = {
  options: endpoint({
    method: 'POST',
    path: '/api/auth/passkey/options',
    body: PasskeySignInOptionsRequestSchema,
    response: PasskeyOptionsResponseSchema,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/passkey',
    body: PasskeySignInRequestSchema,
    response: LoginResponseSchema,
  }),
};
