import { timingSafeEqual } from 'node:crypto';
import {
  type LoginResponse,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_S,
  OTP_RESENDS_PER_HOUR,
  OTP_TTL_MS,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@skillora/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PendingRegistration } from '../../db/schema';
import { badRequest, forbidden, HttpError, tooManyRequests, unauthorized } from '../../lib/http-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newOtp } from '../../lib/tokens';
import type { Mail, Mailer } from '../../plugins/mailer';
import { alreadyRegisteredMail, resetCodeMail, signupCodeMail } from './auth.mails';
import type { AuthRepository, CodeOutcome, CodePurpose, EmailCodeRow } from './auth.repository';
import type { createLoginThrottle } from './login-throttle';
import type { SessionsService } from './sessions.service';

const HOUR_MS = 3_600_000;
export const OTP_SENT = 'OTP sent to your mail';

type Deps = {
  repo: AuthRepository;
  sessions: SessionsService;
  mailer: Mailer;
  throttle: ReturnType<typeof createLoginThrottle>;
  log: FastifyBaseLogger;
};

const codeHash = (purpose: CodePurpose, email: string, code: string) =>
  hashToken(`${purpose}:${email}:${code}`);

const codeMatches = (row: EmailCodeRow, code: string) => {
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(codeHash(row.purpose, row.email, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
};

function codeFailure(outcome: Exclude<CodeOutcome, 'ok'>): HttpError {
  switch (outcome) {
    case 'expired':
      return badRequest('OTP expired');
    case 'locked':
      return new HttpError(429, 'Too many wrong codes. Request a new code.');
    default:
      return badRequest('Invalid OTP');
  }
}

export function createAuthService({ repo, sessions, mailer, throttle, log }: Deps) {
  /** Enforces the resend limits, then returns the counters the new send should carry. */
  function sendWindow(row: EmailCodeRow | null) {
    const now = Date.now();
    if (!row) return { hourStartedAt: new Date(now), sendsThisHour: 1 };
    const sinceLast = now - row.lastSentAt.getTime();
    if (sinceLast < OTP_RESEND_COOLDOWN_S * 1000) {
      const wait = Math.ceil((OTP_RESEND_COOLDOWN_S * 1000 - sinceLast) / 1000);
      throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code`, wait);
    }
    const sameHour = now - row.hourStartedAt.getTime() < HOUR_MS;
    const sendsThisHour = (sameHour ? row.sendsThisHour : 0) + 1;
    if (sendsThisHour > OTP_RESENDS_PER_HOUR) {
      const wait = Math.ceil((row.hourStartedAt.getTime() + HOUR_MS - now) / 1000);
      throw tooManyRequests(`Too many codes requested. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
    }
    return { hourStartedAt: sameHour ? row.hourStartedAt : new Date(now), sendsThisHour };
  }

  /**
   * Stores a new code and mails it. `mail` may be null (nothing to tell that address) — the
   * answer is the same either way, so nobody can learn which emails have accounts.
   */
  async function issueCode(
    purpose: CodePurpose,
    email: string,
    row: EmailCodeRow | null,
    pending: PendingRegistration | null,
    mail: ((code: string) => Mail) | null,
  ) {
    const window = sendWindow(row);
    const code = newOtp();
    const hash = codeHash(purpose, email, code);
    await repo.saveCode({
      purpose,
      email,
      codeHash: hash,
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
      pending,
      ...window,
    });
    if (!mail) return;
    try {
      await mailer.send(mail(code));
    } catch (err) {
      await repo.forgetSend(purpose, email, hash);
      log.error({ err, purpose }, 'could not send a code mail');
      throw new HttpError(503, 'We could not send the email right now. Please try again in a few minutes.', {
        'retry-after': '60',
      });
    }
  }

  return {
    async register(input: RegisterRequest) {
      const row = await repo.findCode('register', input.email);
      sendWindow(row);
      const existing = await repo.findUserByEmail(input.email);
      if (existing) {
        // Never say "already registered" in the answer; say it in the mail, to the owner.
        await issueCode('register', input.email, row, null, () =>
          alreadyRegisteredMail(input.email, existing.name),
        );
        return;
      }
      const pending = {
        name: input.name,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      };
      await issueCode('register', input.email, row, pending, (code) =>
        signupCodeMail(input.email, input.name, code),
      );
    },

    async resendSignupCode(email: string) {
      const row = await repo.findCode('register', email);
      if (!row) return;
      const existing = row.pending ? null : await repo.findUserByEmail(email);
      const pending = row.pending;
      await issueCode('register', email, row, pending, (code) =>
        pending
          ? signupCodeMail(email, pending.name, code)
          : alreadyRegisteredMail(email, existing?.name ?? 'there'),
      );
    },

    async verifySignup(email: string, otp: string) {
      const { outcome, result } = await repo.consumeCode(
        'register',
        email,
        (row) => codeMatches(row, otp),
        OTP_MAX_ATTEMPTS,
        async (tx, row) => (row.pending ? repo.insertUser(tx, { ...row.pending, email }) : null),
      );
      if (outcome !== 'ok') throw codeFailure(outcome);
      // A right code for an address that already has an account creates nothing.
      if (!result) throw badRequest('Invalid OTP');
    },

    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      await throttle.assertAllowed(email, ip);
      const user = await repo.findUserByEmail(email);
      let isValid = false;
      if (user) isValid = await verifyPassword(user.passwordHash, password);
      else await burnPasswordCheck(password);
      if (!user || !isValid) {
        await throttle.recordFailure(email, ip);
        throw unauthorized('Invalid email or password');
      }
      if (user.status === 'blocked') throw forbidden('Your account has been blocked');
      await throttle.recordSuccess(email);
      const accessToken = await sessions.create(user.id);
      return {
        user: {
          id: user.id,
          email: user.email,
          status: user.status,
          profilePic: user.profilePic,
          name: user.name,
        },
        role: user.role,
        accessToken,
      };
    },

    async requestPasswordReset(email: string) {
      const row = await repo.findCode('reset', email);
      const user = await repo.findUserByEmail(email);
      await issueCode(
        'reset',
        email,
        row,
        null,
        user ? (code) => resetCodeMail(email, user.name, code) : null,
      );
    },

    async resetPassword({ email, otp, password }: ResetPasswordRequest) {
      const user = await repo.findUserByEmail(email);
      // Hash before taking the row lock: hashing is the slow part.
      let passwordHash = '';
      if (user) passwordHash = await hashPassword(password);
      else await burnPasswordCheck(password);
      const { outcome, result } = await repo.consumeCode(
        'reset',
        email,
        (row) => codeMatches(row, otp),
        OTP_MAX_ATTEMPTS,
        async (tx) => {
          if (!user) return false;
          await repo.replacePassword(tx, user.id, passwordHash);
          return true;
        },
      );
      if (outcome !== 'ok') throw codeFailure(outcome);
      if (!result) throw badRequest('Invalid OTP');
      sessions.forgetCached();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
