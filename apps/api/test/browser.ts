import { randomInt } from 'node:crypto';
import type { App } from '../src/app';

/** An address of its own, so per-IP limits meet one test's requests only. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * One browser's cookie jar in front of `app.inject`: cookies the app sets are sent back on later
 * calls, as a browser does (the sign-up binding, the session). Each call to this makes a new browser.
 */
export function createBrowser(app: App, remoteAddress = uniqueIp(), userAgent?: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
      headers: {
        ...(jar.size ? { cookie: cookie() } : {}),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
    });
    for (const set of res.cookies) {
      if (set.maxAge === 0 || set.value === '') jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return res;
  }
  return {
    post: (url: string, payload?: object) => send('POST', url, payload),
    get: (url: string) => send('GET', url),
    delete: (url: string) => send('DELETE', url),
    cookie,
    /** Forgets the session cookie only (a sign-out that keeps the device cookie). */
    forget: (name: string) => jar.delete(name),
  };
}
