import {
  type LoginResponse,
  type LoginStepResponse,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  type PasskeySignInRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SecondFactorProof,
} from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/http-error';
import { argon2Hasher, burnPasswordCheck, type PasswordHasher, verifyPassword } from '../../lib/password';
import { hashToken, newOtp } from '../../lib/tokens';
import type { Tx, UnitOfWork } from '../../outbox';
import { hasSecondFactor, type LoginStep, type PasskeySignIn, UNKNOWN_PASSKEY } from '../two-factor';
import type { CodeOutcome, CodePurpose, EmailCodeRow } from './auth.repository';
import { codeHash, codeMatches } from './auth-codes';
import { codeSendWindow } from './code-send-window';
import type { createLoginThrottle } from './login-throttle';
import type { PendingRegistration, UserRow } from './schema';
import type { SessionsService } from './sessions.service';
import { isSameBrowser, provesSignup, type SignupProof, signupToken } from './signup-binding';
import { blockedMessage, liftEndedSuspension } from './suspension';

export const OTP_SENT = 'OTP sent to your mail';

type Deps = {
  uow: UnitOfWork;
  sessions: SessionsService;
  throttle: ReturnType<typeof createLoginThrottle>;
  /** Counts the codes of the second step, as `throttle` counts passwords (ADR 031). */
  secondStepThrottle: ReturnType<typeof createLoginThrottle>;
  loginStep: LoginStep;
  passkeySignIn: PasskeySignIn;
  /** Counts passkey sign-ins without a login step, per credential (ADR 032). */
  passkeyThrottle: ReturnType<typeof createLoginThrottle>;
  clock: Clock;
  hasher?: PasswordHasher;
};

function codeFailure(outcome: Exclude<CodeOutcome, 'ok'>): HttpError {
  switch (outcome) {
    case 'expired':
      return badRequest('OTP expired');
    case 'locked':
      return new HttpError(429, 'Too many wrong codes. Request a new code.');
    case 'unbound':
      return badRequest('Enter this code in the browser you signed up in');
    default:
      return badRequest('Invalid OTP');
  }
}

export function createAuthService({
  uow,
  sessions,
  throttle,
  secondStepThrottle,
  loginStep,
  passkeySignIn,
  passkeyThrottle,
  clock,
  hasher = argon2Hasher,
}: Deps) {
  const { authCodes, users } = uow.read;

  /** A new session for the user, answered as the login answers it. */
  async function signIn(user: UserRow, userAgent: string | undefined): Promise<LoginResponse> {
    const accessToken = await sessions.create(user.id, userAgent);
    return {
      user: {
        id: user.id,
        email: user.email,
        status: user.status,
        profilePic: user.profilePic,
        photoUrl: user.profilePic,
        name: user.name,
      },
      role: user.role,
      accessToken,
    };
  }

  /**
   * Stores a new code and, in the same transaction, the event that mails it once committed
   * (auth.code-mailer.ts decides then which mail, if any, the address gets). The answer is the
   * same whatever the address, so nobody can learn which emails have accounts. `pendingFor` sees
   * the current row (locked) and answers the pending sign-up the code completes, or 'contested'
   * to keep a live sign-up that another browser started.
   */
  async function issueCode(
    purpose: CodePurpose,
    email: string,
    pendingFor: (row: EmailCodeRow | null) => PendingRegistration | null | 'contested',
  ) {
    const code = newOtp();
    await uow.run(async (tx) => {
      const r = tx.repos.authCodes;
      // Checked with the row locked, so two requests at once cannot both pass the limits.
      const row = await r.lockCode(purpose, email);
      const window = { ...codeSendWindow(row, clock.now()), lastSentAt: clock.now() };
      const pending = pendingFor(row);
      if (pending === 'contested') {
        await r.countSend(purpose, email, window);
        tx.emit('auth.signup-contested', `auth-code:${purpose}:${email}`, { email });
        return;
      }
      await r.saveCode({
        purpose,
        email,
        codeHash: codeHash(purpose, email, code),
        expiresAt: new Date(window.lastSentAt.getTime() + OTP_TTL_MS),
        pending,
        ...window,
      });
      tx.emit('auth.code-issued', `auth-code:${purpose}:${email}`, { purpose, email }, { secret: code });
    });
  }

  /**
   * Spends a code inside one transaction with its row locked, so concurrent tries are counted one
   * by one and a right code is spent exactly once; `onMatch` runs in that transaction.
   */
  const consumeCode = <T>(
    purpose: CodePurpose,
    email: string,
    code: string,
    onMatch: (tx: Tx, row: EmailCodeRow) => Promise<T>,
    /** A right code from the wrong hands (sign-up: another browser) counts as a wrong try. */
    isRightHands: (row: EmailCodeRow) => boolean = () => true,
  ) =>
    uow.run(async (tx): Promise<{ outcome: CodeOutcome; result?: T }> => {
      const r = tx.repos.authCodes;
      const row = await r.lockCode(purpose, email);
      if (!row) return { outcome: 'missing' };
      if (row.attempts >= OTP_MAX_ATTEMPTS) return { outcome: 'locked' };
      if (row.expiresAt.getTime() <= clock.now().getTime()) return { outcome: 'expired' };
      if (!codeMatches(row, code)) {
        await r.countWrongTry(purpose, email);
        return { outcome: 'wrong' };
      }
      if (!isRightHands(row)) {
        await r.countWrongTry(purpose, email);
        return { outcome: 'unbound' };
      }
      const result = await onMatch(tx, row);
      await r.deleteCode(purpose, email);
      return { outcome: 'ok', result };
    });

  return {
    /** Answers the browser's sign-up token, to be set as its cookie. */
    async register(input: RegisterRequest, fromCookie: string | undefined): Promise<string> {
      const token = signupToken(fromCookie);
      codeSendWindow(await authCodes.findCode('register', input.email), clock.now());
      // Hashed on every path, so an address with an account answers as slowly as a new one.
      const passwordHash = await hasher.hash(input.password);
      const existing = await users.findByEmail(input.email);
      if (existing) {
        // Never say "already registered" in the answer; say it in the mail, to the owner.
        await issueCode('register', input.email, () => null);
        return token;
      }
      const pending: PendingRegistration = {
        name: input.name,
        role: input.role,
        passwordHash,
        bindingHash: hashToken(token),
      };
      await issueCode('register', input.email, (row) => {
        // Another browser's sign-up whose code still works is not replaced (pre-account takeover).
        const isLive = row?.pending && row.expiresAt.getTime() > clock.now().getTime();
        return isLive && row.pending && !isSameBrowser(row.pending, token) ? 'contested' : pending;
      });
      return token;
    },

    async resendSignupCode(email: string) {
      const row = await authCodes.findCode('register', email);
      if (!row) return;
      // The code completes the same pending sign-up as before, still bound to its browser.
      await issueCode('register', email, (current) => current?.pending ?? null);
    },

    async verifySignup(email: string, otp: string, proof: SignupProof) {
      // The proof is checked before the row lock (it may hash a password), against the pending
      // sign-up as it is now; inside, the sign-up must still be that one.
      const before = await authCodes.findCode('register', email);
      const proven = before?.pending ? await provesSignup(before.pending, proof) : false;
      const { outcome, result } = await consumeCode(
        'register',
        email,
        otp,
        async ({ repos }, { pending }) =>
          pending
            ? repos.users.insert({
                email,
                name: pending.name,
                role: pending.role,
                passwordHash: pending.passwordHash,
              })
            : null,
        (row) => !row.pending || (proven && row.pending.passwordHash === before?.pending?.passwordHash),
      );
      if (outcome !== 'ok') throw codeFailure(outcome);
      // A right code for an address that already has an account creates nothing.
      if (!result) throw badRequest('Invalid OTP');
    },

    async login(email: string, password: string, ip: string, userAgent?: string): Promise<LoginStepResponse> {
      // Counted before the check, so a burst of parallel guesses cannot all be evaluated.
      const attempt = await throttle.begin(email, ip);
      const user = await users.findByEmail(email);
      let isValid = false;
      if (user) isValid = await verifyPassword(user.passwordHash, password);
      else await burnPasswordCheck(password);
      if (!user || !isValid) throw unauthorized('Invalid email or password');
      await attempt.succeeded();
      let account = user;
      if (user.status === 'blocked') {
        if (!(await liftEndedSuspension(uow, user, clock.now()))) throw forbidden(blockedMessage(user));
        account = { ...user, status: 'active' };
      }
      // No session yet: the second factor comes first (issue 30).
      if (await hasSecondFactor(uow.read, user.id)) {
        return { secondFactorRequired: true, loginToken: await loginStep.start(user.id) };
      }
      return signIn(account, userAgent);
    },

    /** The second step: a code (or a recovery code) for the sign-in `loginToken` names. */
    async loginSecondFactor(
      loginToken: string,
      proof: SecondFactorProof,
      ip: string,
      userAgent?: string,
    ): Promise<LoginResponse> {
      // Counted before the check, per the user the token names, with the login's limits.
      const attempt = await secondStepThrottle.begin(await loginStep.userOf(loginToken), ip);
      const userId = await loginStep.pass(loginToken, proof);
      await attempt.succeeded();
      const user = await users.findById(userId);
      if (!user) throw unauthorized('Invalid email or password');
      if (user.status === 'blocked') throw forbidden(blockedMessage(user));
      return signIn(user, userAgent);
    },

    /**
     * A passkey alone, or as the second step of the sign-in `loginToken` names; the login
     * throttle's limits and its answers to a blocked or deleted account apply.
     */
    async loginWithPasskey(
      request: PasskeySignInRequest,
      ip: string,
      userAgent?: string,
    ): Promise<LoginResponse> {
      const attempt = request.loginToken
        ? await secondStepThrottle.begin(await loginStep.userOf(request.loginToken), ip)
        : await passkeyThrottle.begin(request.response.id, ip);
      const userId = await passkeySignIn.verify(request);
      await attempt.succeeded();
      const user = await users.findById(userId);
      if (!user || user.deletedAt) throw unauthorized(UNKNOWN_PASSKEY);
      if (user.status !== 'blocked') return signIn(user, userAgent);
      if (!(await liftEndedSuspension(uow, user, clock.now()))) throw forbidden(blockedMessage(user));
      return signIn({ ...user, status: 'active' }, userAgent);
    },

    requestPasswordReset: (email: string) => issueCode('reset', email, () => null),

    async resetPassword({ email, otp, password }: ResetPasswordRequest) {
      const user = await users.findByEmail(email);
      // Hash before taking the row lock: hashing is the slow part.
      let passwordHash = '';
      if (user) passwordHash = await hasher.hash(password);
      else await burnPasswordCheck(password);
      const { outcome, result } = await consumeCode('reset', email, otp, async (tx) => {
        if (!user) return false;
        await tx.repos.users.setPassword(user.id, passwordHash);
        // A new password ends every session the old one opened, on every instance and open tab.
        await sessions.revokeAllIn(tx, user.id, 'password-changed');
        return true;
      });
      if (outcome !== 'ok') throw codeFailure(outcome);
      if (!result) throw badRequest('Invalid OTP');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
