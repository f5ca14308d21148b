import type { FailureCounter } from '../../lib/failure-counter';
import { tooManyRequests } from '../../lib/http-error';

// Per account: few tries in a short window, so a guesser is slowed but the real owner is never
// locked out for more than a few minutes. Per IP: a wider net against spraying many accounts.
const ACCOUNT = { max: 5, windowMs: 5 * 60_000 };
const IP = { max: 50, windowMs: 15 * 60_000 };

export function createLoginThrottle(counter: FailureCounter) {
  const accountKey = (email: string) => `login:acct:${email}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async assertAllowed(email: string, ip: string) {
      const [byAccount, byIp] = await Promise.all([counter.peek(accountKey(email)), counter.peek(ipKey(ip))]);
      const blocked = [
        byAccount.count >= ACCOUNT.max ? byAccount.resetInMs : 0,
        byIp.count >= IP.max ? byIp.resetInMs : 0,
      ];
      const waitMs = Math.max(...blocked);
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw tooManyRequests(
          `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          waitMs / 1000,
        );
      }
    },
    async recordFailure(email: string, ip: string) {
      await Promise.all([
        counter.hit(accountKey(email), ACCOUNT.windowMs),
        counter.hit(ipKey(ip), IP.windowMs),
      ]);
    },
    async recordSuccess(email: string) {
      await counter.clear(accountKey(email));
    },
  };
}
