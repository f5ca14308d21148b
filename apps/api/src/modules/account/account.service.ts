import { timingSafeEqual } from 'node:crypto';
import {
  type AccountSession,
  type DeleteAccountRequest,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  type PendingEmailChange,
  type Role,
  type SessionUser,
} from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FailureCounter } from '../../lib/failure-counter';
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/http-error';
import { argon2Hasher, type PasswordHasher, verifyPassword } from '../../lib/password';
import { hashToken, newOtp } from '../../lib/tokens';
import { describeDevice } from '../../lib/user-agent';
import type { UnitOfWork } from '../../outbox';
import { codeSendWindow, nextCodeSend, type SessionsService, userAccounts } from '../auth';
import { removeImagesOfIn } from '../files';
import { unlinkAllIn } from '../identities';
import { heldInEscrow } from '../money';
import { forgetRecipientIn } from '../notifications';
import { isNamedByMoney, retireJobsAndProposals } from './account-deletion';

declare module '../../outbox' {
  interface EventMap {
    /** The user's row changed (name, email): every instance's session cache forgets it. */
    'account.changed': { userId: string };
    'account.password-changed': { userId: string };
    /** A code for a new address was stored; the code is the event's secret. */
    'account.email-code': { userId: string; newEmail: string };
    'account.email-changed': { userId: string; oldEmail: string; newEmail: string };
  }
}

export const WRONG_PASSWORD = 'Your current password is incorrect';
export const SAME_PASSWORD = 'Choose a new password that differs from your current one';
export const SAME_EMAIL = 'This is already the email of your account';
export const EMAIL_TAKEN = 'This email is already used by another account';
export const NO_EMAIL_CHANGE = 'Request a code for your new email first';
export const IN_ESCROW = 'You cannot delete your account while money is held in escrow on your contracts';
export const ACTIVE_CONTRACT =
  'You cannot delete your account while you have an active contract. End it first.';
export const MONEY_IN_WALLET =
  'You cannot delete your account while your wallet holds money. Withdraw it first (money still pending becomes available after the hold).';
export const ADMIN_DELETE = 'Admins cannot delete their own account';
export const TYPE_YOUR_EMAIL = 'Type your email address to confirm';

/** Texts of a code that did not work: the sign-up code's (auth.service.ts), so users meet one set. */
const codeExpired = () => badRequest('OTP expired');
const codeWrong = () => badRequest('Invalid OTP');
const codeLocked = () => new HttpError(429, 'Too many wrong codes. Request a new code.');

const emailCodeHash = (userId: string, email: string, code: string) =>
  hashToken(`email-change:${userId}:${email}:${code}`);

function isCode(row: { userId: string; newEmail: string; codeHash: string }, code: string) {
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(emailCodeHash(row.userId, row.newEmail, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type Deps = {
  uow: UnitOfWork;
  sessions: SessionsService;
  failures: FailureCounter;
  clock: Clock;
  hasher?: PasswordHasher;
};

/**
 * Password checks a signed-in session may make (change password, delete account): counted before
 * the check, per user, so a stolen session cannot guess the password at the routes' IP rate.
 */
const PASSWORD_TRIES = { max: 5, windowMs: 15 * 60_000 };

/** Profile Settings: the signed-in user's name, password, email, sessions and deletion (ADR 019). */
export function createAccountService({ uow, sessions, failures, clock, hasher = argon2Hasher }: Deps) {
  const repo = uow.read.account;
  const findUser = (userId: string) => userAccounts.find(uow.read, userId);

  async function checkPassword(userId: string, password: string, message = WRONG_PASSWORD) {
    const key = `account:password:${userId}`;
    const tries = await failures.hit(key, PASSWORD_TRIES.windowMs);
    if (tries.count > PASSWORD_TRIES.max) {
      const minutes = Math.max(1, Math.ceil(tries.resetInMs / 60_000));
      throw tooManyRequests(
        `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        tries.resetInMs / 1000,
      );
    }
    const user = await findUser(userId);
    if (!user) throw notFound();
    if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(message);
    await failures.undo(key);
    return user;
  }

  return {
    async rename(userId: string, name: string): Promise<SessionUser> {
      return uow.run(async (tx) => {
        const user = await userAccounts.setName(tx.repos, userId, name);
        if (!user) throw notFound();
        tx.emit('account.changed', `user:${userId}`, { userId });
        return { ...user, photoUrl: user.profilePic };
      });
    },

    /** Every other session ends (signed out live); the one asking stays signed in. */
    async changePassword(userId: string, keepSessionId: string, current: string, next: string) {
      const user = await checkPassword(userId, current);
      if (await verifyPassword(user.passwordHash, next)) throw badRequest(SAME_PASSWORD);
      const passwordHash = await hasher.hash(next);
      await uow.run(async (tx) => {
        await userAccounts.setPassword(tx.repos, userId, passwordHash);
        await sessions.revokeAllIn(tx, userId, 'password-changed', keepSessionId);
        tx.emit('account.password-changed', `user:${userId}`, { userId });
      });
    },

    async requestEmailChange(userId: string, newEmail: string) {
      const user = await findUser(userId);
      if (!user) throw notFound();
      if (user.email === newEmail) throw badRequest(SAME_EMAIL);
      if (await userAccounts.isEmailTaken(uow.read, newEmail, userId)) throw conflict(EMAIL_TAKEN);
      const code = newOtp();
      await uow.run(async (tx) => {
        // Counted with the row locked, so a burst of requests cannot all pass the limits.
        const row = await tx.repos.account.lockEmailChange(userId);
        const window = { ...codeSendWindow(row, clock.now()), lastSentAt: clock.now() };
        await tx.repos.account.saveEmailChange({
          userId,
          newEmail,
          codeHash: emailCodeHash(userId, newEmail, code),
          expiresAt: new Date(window.lastSentAt.getTime() + OTP_TTL_MS),
          ...window,
        });
        tx.emit('account.email-code', `user:${userId}`, { userId, newEmail }, { secret: code });
      });
    },

    /**
     * The change waiting for its code, while the code is live: the settings page shows its code form
     * after a reload or on another device, with the resend countdown the send rules give.
     */
    async pendingEmailChange(userId: string): Promise<PendingEmailChange | null> {
      const row = await repo.findEmailChange(userId);
      const now = clock.now();
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      return {
        newEmail: row.newEmail,
        resendInSeconds: nextCodeSend(row, now)?.waitS ?? 0,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * "Use a different email": the code stops working at once. The row (and its send counters)
     * stays, so cancelling is no way around the resend limits.
     */
    async cancelEmailChange(userId: string) {
      await uow.run(({ repos }) => repos.account.expireEmailChange(userId, clock.now()));
    },

    /** Is this still the code stored for that address (the mail handler sends only a live one)? */
    async isCurrentEmailCode(userId: string, newEmail: string, code: string) {
      const row = await repo.findEmailChange(userId);
      return (
        row !== null &&
        row.newEmail === newEmail &&
        row.expiresAt.getTime() > clock.now().getTime() &&
        isCode(row, code)
      );
    },

    async verifyEmailChange(userId: string, otp: string): Promise<SessionUser> {
      // Outcomes that must count (a wrong try) commit; the refusal is thrown after.
      const outcome = await uow
        .run(async (tx) => {
          const r = tx.repos.account;
          const row = await r.lockEmailChange(userId);
          if (!row) return { error: badRequest(NO_EMAIL_CHANGE) };
          if (row.attempts >= OTP_MAX_ATTEMPTS) return { error: codeLocked() };
          if (row.expiresAt.getTime() <= clock.now().getTime()) return { error: codeExpired() };
          if (!isCode(row, otp)) {
            await r.countWrongTry(userId);
            return { error: codeWrong() };
          }
          const user = await userAccounts.lock(tx.repos, userId);
          if (!user) return { error: notFound() };
          if (await userAccounts.isEmailTaken(tx.repos, row.newEmail, userId))
            return { error: conflict(EMAIL_TAKEN) };
          await userAccounts.setEmail(tx.repos, userId, row.newEmail);
          await r.deleteEmailChange(userId);
          tx.emit('account.changed', `user:${userId}`, { userId });
          tx.emit('account.email-changed', `user:${userId}`, {
            userId,
            oldEmail: user.email,
            newEmail: row.newEmail,
          });
          return { user: { ...user, email: row.newEmail } };
        })
        .catch((err: unknown) => {
          // Taken between the check and the write by a sign-up or another switch.
          if (isUniqueViolation(err)) return { error: conflict(EMAIL_TAKEN) };
          throw err;
        });
      if ('error' in outcome) throw outcome.error;
      const { id, name, email, role, status, profilePic } = outcome.user;
      return { id, name, email, role, status, profilePic, photoUrl: profilePic };
    },

    async listSessions(userId: string, currentId: string | null): Promise<AccountSession[]> {
      const rows = await sessions.listLive(userId);
      return rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        isCurrent: row.id === currentId,
      }));
    },

    async revokeSession(userId: string, sessionId: string) {
      if (!(await sessions.revokeOne(userId, sessionId))) throw notFound('This session has already ended');
    },

    /**
     * Refused while money is at stake; otherwise the person's data goes. A user no money touched
     * is deleted outright; one that money touched stays as an anonymous row, because contracts and
     * the ledger must keep pointing at someone (RESTRICT keys, ADR 020).
     */
    async deleteAccount(
      userId: string,
      role: Role,
      proof: DeleteAccountRequest,
    ): Promise<{ anonymised: boolean }> {
      if (role === 'admin') throw forbidden(ADMIN_DELETE);
      const user = await findUser(userId);
      if (!user) throw notFound();
      // The password when there is one; an account that signs in only with Google types its email.
      if (user.passwordHash) {
        if (!proof.password) throw badRequest('Enter your current password');
        await checkPassword(userId, proof.password, 'Your password is incorrect');
      } else if (proof.email?.toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(TYPE_YOUR_EMAIL);
      }
      return uow.run(async (tx) => {
        const { repos } = tx;
        await userAccounts.lock(repos, userId);
        // Offers end first: an acceptance racing with this either committed before (and its
        // contract is seen below, refusing) or finds the offer no longer pending. A refusal rolls
        // this back.
        await repos.contractFacts.endPendingOffersOf(userId);
        const contracts = await repos.contractFacts.lockOf(userId);
        if ((await heldInEscrow(repos, userId)) > 0) throw conflict(IN_ESCROW);
        if (contracts.some((c) => c.status === 'active')) throw conflict(ACTIVE_CONTRACT);
        if ((await repos.userMoney.walletCents(userId)) > 0) throw conflict(MONEY_IN_WALLET);
        await retireJobsAndProposals(repos, userId);
        await forgetRecipientIn(tx, userId);
        await repos.account.deleteEmailChange(userId);
        await sessions.revokeAllIn(tx, userId, 'deleted');
        const anonymised = await isNamedByMoney(repos, userId);
        if (anonymised) {
          // The row stays (money touched it); nothing in it names or reaches the person any more.
          await repos.profiles.forget(userId);
          // Issued documents keep the details they froze (invoices are kept by law: ADR 034).
          await repos.billingDetails.forget(userId);
          await unlinkAllIn(tx, userId);
          await userAccounts.anonymise(repos, userId, clock.now());
          await removeImagesOfIn(tx, userId);
        } else await userAccounts.delete(repos, userId);
        tx.emit('account.changed', `user:${userId}`, { userId });
        return { anonymised };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
