import { OIDC_OUTCOME_PARAM, type Role, SECOND_FACTOR_FRAGMENT } from '@skillora/shared';
import { identitiesEndpoints } from '@skillora/shared/endpoints/identities';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import type { IdentitiesService } from './identities.service';

/**
 * The flow's cookie: a random token naming the server-side flow (state, nonce, PKCE verifier,
 * expiry; ADR 017). httpOnly and SameSite=Lax, so it rides the provider's top-level redirect back.
 */
export const FLOW_COOKIE = 'skillora_oidc';
const FLOW_COOKIE_PATH = '/api/auth/oidc';
const FLOW_COOKIE_MAX_AGE_S = 15 * 60;
const startLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function setFlowCookie(reply: FastifyReply, token: string) {
  reply.setCookie(FLOW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: FLOW_COOKIE_PATH,
    maxAge: FLOW_COOKIE_MAX_AGE_S,
    secure: reply.request.protocol === 'https',
  });
}

/** A refused sign-in's notice (a block's reason): for the login page to read once, not for the URL. */
const NOTICE_COOKIE = 'skillora_oidc_notice';
const NOTICE_COOKIE_MAX_AGE_S = 5 * 60;
const noticeCookie = { httpOnly: true, sameSite: 'lax', path: FLOW_COOKIE_PATH } as const;

const clearFlowCookie = (reply: FastifyReply) =>
  reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax' });

export const homeOf = (role: Role) => (role === 'admin' ? '/dashboard' : `/${role}/home`);

/** /api/auth/oidc: 'Continue with Google' for visitors (issue 17). */
export const oidcRoutes =
  (service: IdentitiesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth: google'];

    route(
      app,
      identitiesEndpoints.startGoogle,
      {
        config: startLimit,
        schema: { tags, response: errorResponses(404, 429, 503) },
      },
      async (_request, reply) => {
        const { url, flowToken } = await service.startLogin();
        setFlowCookie(reply, flowToken);
        return { url };
      },
    );

    app.get(
      '/callback',
      {
        preHandler: app.optionalUser,
        config: checkLimit,
        schema: { tags, querystring: z.record(z.string(), z.unknown()), response: errorResponses(429) },
      },
      async (request, reply) => {
        const query = new URL(request.url, 'http://callback.invalid').searchParams;
        const result = await service.callback(request.cookies[FLOW_COOKIE], query, request.user?.id ?? null);
        if (result.kind === 'pending-signup') {
          setFlowCookie(reply, result.flowToken);
          return reply.redirect('/select-role/google', 303);
        }
        clearFlowCookie(reply);
        if (result.kind === 'signed-in') {
          app.setSessionCookie(reply, result.accessToken);
          return reply.redirect(homeOf(result.role), 303);
        }
        if (result.kind === 'second-factor') {
          // In the fragment: the login page reads it, and it reaches no server log or Referer.
          return reply.redirect(`/login#${SECOND_FACTOR_FRAGMENT}${result.loginToken}`, 303);
        }
        // In a cookie, not the URL: a link could put any text in the URL for the login page to show.
        if (result.notice) {
          reply.setCookie(NOTICE_COOKIE, result.notice, {
            ...noticeCookie,
            maxAge: NOTICE_COOKIE_MAX_AGE_S,
            secure: request.protocol === 'https',
          });
        }
        const to = new URL(result.to, 'http://callback.invalid');
        to.searchParams.set(OIDC_OUTCOME_PARAM, result.outcome);
        return reply.redirect(`${to.pathname}${to.search}`, 303);
      },
    );

    route(
      app,
      identitiesEndpoints.pendingGoogleSignup,
      { schema: { tags, response: errorResponses(404) } },
      async (request) => service.pendingSignup(request.cookies[FLOW_COOKIE]),
    );

    route(
      app,
      identitiesEndpoints.googleNotice,
      {
        config: checkLimit,
        schema: { tags, summary: "A refused sign-in's notice, once", response: errorResponses(429) },
      },
      async (request, reply) => {
        const message = request.cookies[NOTICE_COOKIE] ?? null;
        if (message !== null) reply.clearCookie(NOTICE_COOKIE, noticeCookie);
        return { message };
      },
    );

    route(
      app,
      identitiesEndpoints.completeGoogleSignup,
      {
        config: checkLimit,
        schema: {
          tags,
          response: errorResponses(400, 409, 410, 429),
        },
      },
      async (request, reply) => {
        const { role, accessToken } = await service.completeSignup(
          request.cookies[FLOW_COOKIE],
          request.body.role,
        );
        clearFlowCookie(reply);
        app.setSessionCookie(reply, accessToken);
        return { role };
      },
    );
  };
