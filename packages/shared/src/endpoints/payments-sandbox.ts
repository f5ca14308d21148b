import {
  PaymentParamsSchema,
  SandboxChallengeRequestSchema,
  SandboxStepResponseSchema,
} from '../schemas/wallet';
import { endpoint } from './endpoint';

/**
 * The sandbox provider's own pages (issue 28): the steps Stripe's hosted onboarding and 3-D Secure
 * challenge take, so the flows can be tried and tested without Stripe. Served only on the sandbox.
 */
export const paymentsSandboxEndpoints = {
  finishOnboarding: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/onboarding',
    response: SandboxStepResponseSchema,
  }),
  answerChallenge: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/challenges/:paymentId',
    params: PaymentParamsSchema,
    body: SandboxChallengeRequestSchema,
    response: SandboxStepResponseSchema,
  }),
};
