import type { Clock } from '../../lib/clock';
import type { OutboxEvent, Repositories } from '../../outbox';
import type { Mailer } from '../../plugins/mailer';
import { alreadyRegisteredMail, resetCodeMail, signupCodeMail, signupContestedMail } from './auth.mails';
import type { CodePurpose } from './auth.repository';
import { isCurrentCode } from './auth-codes';

declare module '../../outbox' {
  interface EventMap {
    /** A code was stored for an address; the code itself is the event's secret, never its payload. */
    'auth.code-issued': { purpose: CodePurpose; email: string };
    /** A second sign-up for an address with a live pending one: kept the first, tell the owner. */
    'auth.signup-contested': { email: string };
  }
}

/**
 * Mails a code after the transaction that stored it committed (at least once: a failed send is
 * retried by the outbox, and a crash before sending is picked up at the next start). Which mail,
 * if any, is decided now from what is stored: a code that was replaced or has expired is not sent.
 */
export function createCodeMailer({
  repos,
  mailer,
  clock,
}: {
  repos: Repositories;
  mailer: Mailer;
  clock: Clock;
}) {
  return async ({ payload: { purpose, email }, secret: code }: OutboxEvent<'auth.code-issued'>) => {
    const row = await repos.authCodes.findCode(purpose, email);
    if (!code || !row || !isCurrentCode(row, code, clock.now())) return;
    if (purpose === 'register' && row.pending) {
      await mailer.send(signupCodeMail(email, row.pending.name, code));
      return;
    }
    // No pending sign-up or a reset: only an existing account hears anything, so the answer to
    // the request never told whether the address has one.
    const user = await repos.users.findByEmail(email);
    if (!user) return;
    await mailer.send(
      purpose === 'register'
        ? alreadyRegisteredMail(email, user.name)
        : resetCodeMail(email, user.name, code),
    );
  };
}

/** The notice for a contested sign-up carries no code: nothing to re-check. */
export const createContestedMailer =
  (mailer: Mailer) =>
  async ({ payload }: OutboxEvent<'auth.signup-contested'>) =>
    mailer.send(signupContestedMail(payload.email));
