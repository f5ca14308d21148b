import { MessageResponseSchema } from '../schemas/common';
import {
  ConfirmTotpRequestSchema,
  ConfirmTotpResponseSchema,
  SecondFactorProofSchema,
  StartTotpResponseSchema,
  TwoFactorStatusResponseSchema,
} from '../schemas/two-factor';
import { endpoint } from './endpoint';

/** The signed-in user's two-step verification (issue 30, ADR 031), under /api/me/2fa. */
export const twoFactorEndpoints = {
  status: endpoint({ method: 'GET', path: '/api/me/2fa', response: TwoFactorStatusResponseSchema }),
  startTotp: endpoint({ method: 'POST', path: '/api/me/2fa/totp', response: StartTotpResponseSchema }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/api/me/2fa/totp/confirm',
    body: ConfirmTotpRequestSchema,
    response: ConfirmTotpResponseSchema,
  }),
  /** A current code from the app, or a recovery code, turns it off. */
  turnOffTotp: endpoint({
    method: 'DELETE',
    path: '/api/me/2fa/totp',
    body: SecondFactorProofSchema,
    response: MessageResponseSchema,
  }),
};
