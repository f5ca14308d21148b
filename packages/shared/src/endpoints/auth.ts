import {
  EmailOnlyRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginStepResponseSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerifyOtpRequestSchema,
} from '../schemas/auth';
import { MessageResponseSchema } from '../schemas/common';
import { SignOutEverywhereRequestSchema } from '../schemas/new-device';
import { SecondFactorLoginRequestSchema } from '../schemas/two-factor';
import { endpoint } from './endpoint';

/** Sign-up, sign-in and password reset, under /api/auth. */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterRequestSchema,
    response: MessageResponseSchema,
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/api/auth/resend-otp',
    body: EmailOnlyRequestSchema,
    response: MessageResponseSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/auth/verify-otp',
    body: VerifyOtpRequestSchema,
    response: MessageResponseSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginRequestSchema,
    response: LoginStepResponseSchema,
  }),
  /** The second step of a login with two-step verification on: answers as a login does. */
  loginSecondFactor: endpoint({
    method: 'POST',
    path: '/api/auth/login/second-factor',
    body: SecondFactorLoginRequestSchema,
    response: LoginResponseSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/auth/me', response: MeResponseSchema }),
  /** The link of a new-device mail (ADR 033): ends every session of the account, once. */
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    body: SignOutEverywhereRequestSchema,
    response: MessageResponseSchema,
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: MessageResponseSchema }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: EmailOnlyRequestSchema,
    response: MessageResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
  }),
};
