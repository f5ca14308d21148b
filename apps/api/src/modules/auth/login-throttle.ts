import type { Count, FailureCounter } from '../../lib/failure-counter';
import { tooManyRequests } from '../../lib/http-error';

// Every login attempt is counted before its password is checked (ADR 014), on three keys:
// - one client at one account: few tries, so a guesser is slowed at once;
// - one account from anywhere: past this it is "under attack", and only a client with no failed
//   try at it gets a try, so an attacker cannot lock the owner out, and a botnet gets one guess
//   per address per window;
// - one client at any account: a wider net against spraying many accounts.
const PAIR = { max: 5, windowMs: 5 * 60_000 };
const ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
const CLIENT = { max: 50, windowMs: 15 * 60_000 };

/**
 * What is counted: passwords at login (keyed by email), or the codes of the login's second step
 * (`secondStep`, keyed by user id: ADR 031), with the same limits and counters of their own — a
 * right password takes back its own attempt, never the codes' ones.
 */
const KINDS = {
  login: { prefix: 'login', what: 'failed login attempts' },
  secondStep: { prefix: 'login2', what: 'wrong codes' },
  /** A passkey sign-in (ADR 032), keyed by the credential it names. */
  passkey: { prefix: 'loginpk', what: 'failed sign-in attempts' },
} as const;

export function createLoginThrottle(counter: FailureCounter, kind: keyof typeof KINDS = 'login') {
  const { prefix, what } = KINDS[kind];
  const keys = (account: string, client: string) => ({
    pair: `${prefix}:pair:${client}:${account}`,
    account: `${prefix}:acct:${account}`,
    client: `${prefix}:ip:${client}`,
  });

  function refuse(waitMs: number): never {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw tooManyRequests(
      `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }

  return {
    /**
     * Counts this attempt, then refuses it (429) if it is over a limit; otherwise answers what to
     * call once the password proved right. A failed attempt needs nothing more: it stays counted.
     */
    async begin(accountKey: string, client: string): Promise<{ succeeded: () => Promise<void> }> {
      const k = keys(accountKey, client);
      const [pair, account, byClient]: [Count, Count, Count] = await Promise.all([
        counter.hit(k.pair, PAIR.windowMs),
        counter.hit(k.account, ACCOUNT.windowMs),
        counter.hit(k.client, CLIENT.windowMs),
      ]);
      if (byClient.count > CLIENT.max) refuse(byClient.resetInMs);
      if (pair.count > PAIR.max) refuse(pair.resetInMs);
      // Under attack: this client's earlier attempts here (pending or failed) cost it its turn.
      const hasTriedHere = pair.count > 1;
      if (account.count > ACCOUNT.max && hasTriedHere) refuse(Math.min(account.resetInMs, pair.resetInMs));
      return {
        succeeded: async () => {
          await Promise.all([counter.clear(k.pair), counter.undo(k.account), counter.undo(k.client)]);
        },
      };
    },
  };
}
