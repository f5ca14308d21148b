import { timingSafeEqual } from 'node:crypto';
import type { OidcOutcome, Role, SignupRole } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { argon2Hasher } from '../../lib/password';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { UnitOfWork } from '../../outbox';
import { type SessionsService, userAccounts } from '../auth';
import type { LoginStep } from '../two-factor';
import type { OidcClient, ProviderClaims } from './oidc-client';
import { providerEmail } from './provider-claims';
import { type CallbackResult, createProviderLogIn } from './provider-login';

export type { CallbackResult } from './provider-login';

declare module '../../outbox' {
  interface EventMap {
    /** An account was created through a provider that sent a photo (the `picture` claim). */
    'identity.signed-up': { userId: string; pictureUrl: string };
  }
}

const AUTHORIZE_TTL_MS = 10 * 60_000;

export const NOT_AVAILABLE = 'Google sign-in is not available yet. Please use your email and password.';
const UNREACHABLE = 'Google sign-in is not available right now. Please try again later.';
const SIGNUP_EXPIRED = 'Your Google sign-in has expired. Please continue with Google again.';

type Deps = {
  uow: UnitOfWork;
  sessions: SessionsService;
  loginStep: LoginStep;
  client: OidcClient | null;
  clock: Clock;
  log: { warn: (obj: object, msg: string) => void };
};

const sameText = (a: string | null, b: string) =>
  a !== null && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const providerLabel = (issuer: string) =>
  /^https:\/\/accounts\.google\.com\/?$/.test(issuer) ? 'Google' : new URL(issuer).host;

/**
 * 'Continue with Google' (issue 17, ADR 017): starts the authorization-code flow, finishes it on
 * the callback (sign in, sign up after a role choice, or link), and manages a user's sign-in methods.
 */
export function createIdentitiesService({ uow, sessions, loginStep, client, clock, log }: Deps) {
  const repo = uow.read.identities;
  const at = (ms: number) => new Date(clock.now().getTime() + ms);

  async function start(intent: 'login' | 'link', userId: string | null, returnTo: string | null) {
    // A 4xx: nothing is wrong with the server, the feature is simply not set up here.
    if (!client) throw notFound(NOT_AVAILABLE);
    const checks = client.newChecks();
    let url: string;
    try {
      url = await client.authorizationUrl(checks);
    } catch (err) {
      log.warn({ err }, 'oidc: the provider cannot be reached');
      throw new HttpError(503, UNREACHABLE);
    }
    const flowToken = newSessionToken();
    await uow.run(async ({ repos }) => {
      const r = repos.identities;
      await r.deleteExpiredFlows(clock.now());
      await r.insertFlow({
        tokenHash: hashToken(flowToken),
        stage: 'authorize',
        intent,
        userId,
        returnTo,
        ...checks,
        expiresAt: at(AUTHORIZE_TTL_MS),
      });
    });
    return { url, flowToken };
  }

  // The provider stands in for the password only: a second factor is still asked for.
  const logIn = createProviderLogIn({ uow, sessions, loginStep, clock });

  async function link(userId: string, claims: ProviderClaims, to: string): Promise<CallbackResult> {
    const identity = await repo.findIdentity(claims.issuer, claims.subject);
    if (identity) return { kind: 'done', to, outcome: identity.userId === userId ? 'linked' : 'taken' };
    const isLinked = await repo.insertIdentity({
      userId,
      issuer: claims.issuer,
      subject: claims.subject,
      // Shown in Sign-in methods: kept only when it is an email by the rule of /signup.
      email: providerEmail(claims.email),
      pictureUrl: claims.pictureUrl,
    });
    return { kind: 'done', to, outcome: isLinked ? 'linked' : 'taken' };
  }

  return {
    isConfigured: client !== null,

    startLogin: () => start('login', null, null),

    startLink(user: { id: string; role: Role }, returnTo: string) {
      if (user.role === 'admin') throw forbidden('Admin accounts sign in with their password only');
      return start('link', user.id, returnTo);
    },

    /**
     * The provider's answer. The flow is taken out first (single use), so whatever fails, nothing
     * of it is left behind and nothing is created: each check failing ends on /login (or the
     * linking page) with its outcome.
     */
    async callback(flowToken: string | undefined, query: URLSearchParams, viewerId: string | null) {
      const flow = flowToken ? await repo.takeFlow(hashToken(flowToken)) : null;
      if (!client) return { kind: 'done', to: '/login', outcome: 'unavailable' } satisfies CallbackResult;
      if (flow?.stage !== 'authorize') {
        return { kind: 'done', to: '/login', outcome: 'expired' } satisfies CallbackResult;
      }
      const to = flow.intent === 'link' ? (flow.returnTo ?? '/login') : '/login';
      const fail = (outcome: OidcOutcome): CallbackResult => ({ kind: 'done', to, outcome });
      if (flow.expiresAt.getTime() <= clock.now().getTime()) return fail('expired');
      if (!sameText(query.get('state'), flow.state)) return fail('state');
      const error = query.get('error');
      if (error) return fail(error === 'access_denied' ? 'cancelled' : 'provider');
      let claims: ProviderClaims;
      try {
        claims = await client.exchange(query.toString(), flow);
      } catch (err) {
        // The reason only: openid-client's error carries the refused ID token's claims (email, name).
        log.warn({ reason: refusalReason(err) }, 'oidc: the provider answer was refused');
        return fail('provider');
      }
      if (flow.intent === 'link') {
        // The same signed-in user who started linking, still signed in.
        if (!flow.userId || flow.userId !== viewerId) return fail('expired');
        return link(flow.userId, claims, to);
      }
      return logIn(claims);
    },

    async pendingSignup(flowToken: string | undefined) {
      const flow = flowToken ? await repo.findFlow(hashToken(flowToken)) : null;
      if (!flow?.pending || flow.expiresAt.getTime() <= clock.now().getTime()) throw notFound(SIGNUP_EXPIRED);
      return { email: flow.pending.email, name: flow.pending.name };
    },

    /** Creates the account and its identity in one transaction, then signs the new user in. */
    async completeSignup(flowToken: string | undefined, role: SignupRole) {
      const user = await uow.run(async (tx) => {
        const r = tx.repos.identities;
        const flow = flowToken ? await r.takeFlow(hashToken(flowToken)) : null;
        const pending = flow?.pending;
        if (!flow || !pending || flow.expiresAt.getTime() <= clock.now().getTime()) {
          throw new HttpError(410, SIGNUP_EXPIRED);
        }
        const created = await userAccounts.insert(tx.repos, {
          email: pending.email,
          name: pending.name,
          role,
          passwordHash: null,
        });
        if (!created) throw conflict('An account with this email already exists. Please log in.');
        const isLinked = await r.insertIdentity({
          userId: created.id,
          issuer: pending.issuer,
          subject: pending.subject,
          email: pending.email,
          pictureUrl: pending.pictureUrl,
        });
        if (!isLinked) throw conflict('This Google account is already linked to another Skillora account.');
        // The provider's photo becomes the profile photo after commit (profiles fetches it).
        if (pending.pictureUrl) {
          tx.emit('identity.signed-up', `user:${created.id}`, {
            userId: created.id,
            pictureUrl: pending.pictureUrl,
          });
        }
        return created;
      });
      return { role: user.role, accessToken: await sessions.create(user.id) };
    },

    async list(userId: string) {
      const [user, rows] = await Promise.all([
        userAccounts.find(uow.read, userId),
        repo.listIdentities(userId),
      ]);
      return {
        hasPassword: Boolean(user?.passwordHash),
        identities: rows.map((row) => ({
          id: row.id,
          provider: providerLabel(row.issuer),
          email: row.email,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Only while another way in remains: a password or another linked provider. */
    unlink: (userId: string, identityId: string) =>
      uow.run(async ({ repos }) => {
        const r = repos.identities;
        const user = await userAccounts.lock(repos, userId);
        if (!user) throw notFound('Sign-in method not found');
        const remaining = (await r.countIdentities(userId)) - 1 + (user.passwordHash ? 1 : 0);
        const isDeleted = remaining >= 1 && (await r.deleteIdentity(userId, identityId));
        if (isDeleted) return;
        if (remaining < 1 && (await r.listIdentities(userId)).some((i) => i.id === identityId)) {
          throw conflict('Set a password or link another sign-in method before removing this one');
        }
        throw notFound('Sign-in method not found');
      }),

    /** For a user who signs in only with a provider; changing a password is another feature. */
    async setPassword(userId: string, password: string) {
      const passwordHash = await argon2Hasher.hash(password);
      await uow.run(async ({ repos }) => {
        const user = await userAccounts.lock(repos, userId);
        if (!user) throw notFound();
        if (user.passwordHash) throw conflict('You already have a password');
        await userAccounts.setPassword(repos, userId, passwordHash);
      });
    },
  };
}

export type IdentitiesService = ReturnType<typeof createIdentitiesService>;

/** What went wrong with a provider answer, without the answer itself. */
function refusalReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { code } = err as { code?: unknown };
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.name}${typeof code === 'string' ? ` ${code}` : ''}: ${err.message}${cause}`;
}
