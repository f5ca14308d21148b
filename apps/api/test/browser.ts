import type { App } from '../src/app';

/**
 * One browser's cookie jar in front of `app.inject`: cookies the app sets are sent back on later
 * calls, as a browser does (the sign-up binding, the session). Each call to this makes a new browser.
 */
export function createBrowser(app: App, remoteAddress = '127.0.0.1') {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    async post(url: string, payload?: object) {
      const res = await app.inject({
        method: 'POST',
        url,
        remoteAddress,
        ...(payload ? { payload } : {}),
        headers: jar.size ? { cookie: cookie() } : {},
      });
      for (const set of res.cookies) {
        if (set.maxAge === 0 || set.value === '') jar.delete(set.name);
        else jar.set(set.name, set.value);
      }
      return res;
    },
    cookie,
  };
}
