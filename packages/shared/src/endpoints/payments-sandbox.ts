import * as z from '../zod';
import { endpoint } from './endpoint';

/**
 * The sandbox provider's own pages (issue 28): the steps Stripe's hosted onboarding and 3-D Secure
 * challenge take, so the flows can be tried and tested without Stripe. Served only on the sandbox.
 */
export const SandboxOutcomeSchema = z.object({ outcome: z.enum(['complete', 'fail'], 'Choose an outcome') });
const ok = z.object({ ok: z.literal(true) });

export const paymentsSandboxEndpoints = {
  finishOnboarding: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/onboarding',
    response: ok,
  }),
  answerChallenge: endpoint({
    method: 'POST',
    path: '/api/payments/sandbox/challenges/:paymentId',
    params: z.object({ paymentId: z.uuid({ error: 'Not found' }) }),
    body: SandboxOutcomeSchema,
    response: ok,
  }),
};
