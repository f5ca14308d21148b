import type { OidcOutcome, Role } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { UnitOfWork } from '../../outbox';
import {
  blockedMessage,
  liftEndedSuspension,
  type SessionsService,
  type UserRow,
  userAccounts,
} from '../auth';
import { hasSecondFactor, type LoginStep } from '../two-factor';
import type { ProviderClaims } from './oidc-client';
import { accountName, providerEmail } from './provider-claims';

const PENDING_SIGNUP_TTL_MS = 15 * 60_000;

/** Where a provider round trip ends: the browser is sent to `to`, with a new flow cookie if any. */
export type CallbackResult =
  | { kind: 'signed-in'; role: Role; accessToken: string }
  /** Two-step verification is on: no session until the second step (issue 30, ADR 031). */
  | { kind: 'second-factor'; loginToken: string }
  | { kind: 'pending-signup'; flowToken: string }
  /** `notice`: what the outcome alone does not say (a block's reason), read once by the login page. */
  | { kind: 'done'; to: string; outcome: OidcOutcome; notice?: string };

type Deps = { uow: UnitOfWork; sessions: SessionsService; loginStep: LoginStep; clock: Clock };

/**
 * Signing in with the provider's word for who this is (issue 17, ADR 017): a linked identity, an
 * account of the same verified email (linked now), or a new user, who chooses a role first. The
 * same refusals as a password login (ADR 030) and the same second step (ADR 031).
 */
export function createProviderLogIn({ uow, sessions, loginStep, clock }: Deps) {
  const repo = uow.read.identities;
  const at = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Blocked, unless a suspension has ended: then it is lifted here, as a password login does. */
  const staysBlocked = async (user: UserRow) =>
    user.status === 'blocked' && !(await liftEndedSuspension(uow, user, clock.now()));

  const signIn = async (user: UserRow): Promise<CallbackResult> =>
    (await hasSecondFactor(uow.read, user.id))
      ? { kind: 'second-factor', loginToken: await loginStep.start(user.id) }
      : { kind: 'signed-in', role: user.role, accessToken: await sessions.create(user.id) };

  return async function logIn(claims: ProviderClaims): Promise<CallbackResult> {
    const fail = (outcome: OidcOutcome, notice?: string): CallbackResult => ({
      kind: 'done',
      to: '/login',
      outcome,
      ...(notice ? { notice } : {}),
    });
    const identity = await repo.findIdentity(claims.issuer, claims.subject);
    if (identity) {
      const user = await userAccounts.find(uow.read, identity.userId);
      if (!user) return fail('provider');
      if (user.role === 'admin') return fail('admin');
      if (await staysBlocked(user)) return fail('blocked', blockedMessage(user));
      await repo.touchIdentity(identity.id, claims.pictureUrl);
      return signIn(user);
    }
    if (!claims.email) return fail('no-email');
    const email = providerEmail(claims.email);
    if (!email) return fail('invalid-email');
    const existing = await userAccounts.findByEmail(uow.read, email);
    if (existing) {
      // Never by email alone: only an address the provider verified links itself (issue 17).
      if (existing.role === 'admin') return fail('admin');
      if (!claims.isEmailVerified) return fail('unverified');
      if (await staysBlocked(existing)) return fail('blocked', blockedMessage(existing));
      const isLinked = await repo.insertIdentity({
        userId: existing.id,
        issuer: claims.issuer,
        subject: claims.subject,
        email,
        pictureUrl: claims.pictureUrl,
      });
      if (!isLinked) return fail('taken');
      return signIn(existing);
    }
    if (!claims.isEmailVerified) return fail('no-email');
    // A new user: nothing is created until they choose a role.
    const flowToken = newSessionToken();
    await repo.insertFlow({
      tokenHash: hashToken(flowToken),
      stage: 'pending-signup',
      intent: 'login',
      state: '-',
      nonce: '-',
      codeVerifier: '-',
      pending: {
        issuer: claims.issuer,
        subject: claims.subject,
        email,
        name: accountName(claims.name, email),
        pictureUrl: claims.pictureUrl,
      },
      expiresAt: at(PENDING_SIGNUP_TTL_MS),
    });
    return { kind: 'pending-signup', flowToken };
  };
}
