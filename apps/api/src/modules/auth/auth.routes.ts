import { authEndpoints } from '@skillora/shared/endpoints/auth';
import { passkeySignInEndpoints } from '@skillora/shared/endpoints/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route, routesOf } from '../../lib/route-of';
import { hashToken } from '../../lib/tokens';
import { createLoginStep, createPasskeySignIn, hasSecondFactor, relyingPartyOf } from '../two-factor';
import { createAuthService, OTP_SENT } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { readSessionToken } from './session-token';
import { SIGNUP_COOKIE, SIGNUP_COOKIE_MAX_AGE_S } from './signup-binding';
import { viewer } from './viewer';

const errors = errorResponses(400, 401, 403, 429, 503);
// Per-IP ceilings on top of the per-account rules in the service.
const sendLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginStep = createLoginStep({ uow: app.uow, clock: app.clock });
  const passkeySignIn = createPasskeySignIn({
    uow: app.uow,
    clock: app.clock,
    rp: relyingPartyOf(app.config),
    loginStep,
  });
  const service = createAuthService({
    uow: app.uow,
    sessions: app.sessions,
    throttle: createLoginThrottle(app.failureCounter),
    secondStepThrottle: createLoginThrottle(app.failureCounter, 'secondStep'),
    loginStep,
    passkeySignIn,
    passkeyThrottle: createLoginThrottle(app.failureCounter, 'passkey'),
    clock: app.clock,
  });
  const tags = ['auth'];
  const serve = routesOf(app, { tags, response: errors });

  serve(authEndpoints.register, { config: sendLimit }, async (request, reply) => {
    const token = await service.register(request.body, request.cookies[SIGNUP_COOKIE]);
    reply.setCookie(SIGNUP_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/auth',
      maxAge: SIGNUP_COOKIE_MAX_AGE_S,
      secure: request.protocol === 'https',
    });
    return { message: OTP_SENT };
  });

  serve(authEndpoints.resendOtp, { config: sendLimit }, async (request) => {
    await service.resendSignupCode(request.body.email);
    return { message: OTP_SENT };
  });

  serve(authEndpoints.verifyOtp, { config: checkLimit }, async (request) => {
    const { email, otp, userData } = request.body;
    await service.verifySignup(email, otp, { token: request.cookies[SIGNUP_COOKIE], userData });
    return { message: 'otp verified successfully' };
  });

  serve(authEndpoints.login, { config: checkLimit }, async (request, reply) => {
    const { email, password } = request.body;
    const result = await service.login(email, password, request.ip, request.headers['user-agent']);
    if ('accessToken' in result) app.setSessionCookie(reply, result.accessToken);
    return result;
  });

  serve(
    authEndpoints.loginSecondFactor,
    { summary: 'The second step of a login with two-step verification on', config: checkLimit },
    async (request, reply) => {
      const { loginToken, ...proof } = request.body;
      const result = await service.loginSecondFactor(
        loginToken,
        proof,
        request.ip,
        request.headers['user-agent'],
      );
      app.setSessionCookie(reply, result.accessToken);
      return result;
    },
  );

  serve(
    passkeySignInEndpoints.options,
    { summary: 'Options to sign in with a passkey (alone, or as the second step)', config: checkLimit },
    async (request) => passkeySignIn.options(request.body.loginToken),
  );

  serve(
    passkeySignInEndpoints.signIn,
    { summary: 'Sign in with a passkey: answers as a login does', config: checkLimit },
    async (request, reply) => {
      const result = await service.loginWithPasskey(request.body, request.ip, request.headers['user-agent']);
      app.setSessionCookie(reply, result.accessToken);
      return result;
    },
  );

  serve(authEndpoints.me, { preHandler: app.requireUser }, async (request) => {
    const user = viewer(request);
    // Read here, not by every signed-in request: the admin area asks once, on load (ADR 031).
    const needsSecondFactor =
      user.role === 'admin' &&
      app.config.ADMIN_2FA === 'required' &&
      !(await hasSecondFactor(app.uow.read, user.id));
    return { user: needsSecondFactor ? { ...user, needsSecondFactor } : user };
  });

  route(app, authEndpoints.logout, { schema: { tags } }, async (request, reply) => {
    const token = readSessionToken(request);
    if (token) await app.sessions.revoke(hashToken(token));
    app.clearSessionCookie(reply);
    return { message: 'Logged out' };
  });

  serve(authEndpoints.forgotPassword, { config: sendLimit }, async (request) => {
    await service.requestPasswordReset(request.body.email);
    return { message: 'If an account exists for this email, a code has been sent to it' };
  });

  serve(authEndpoints.resetPassword, { config: checkLimit }, async (request) => {
    await service.resetPassword(request.body);
    return { message: 'Your password has been reset. Please log in.' };
  });
};
