import type { SessionUser } from '@skillora/shared';
import { siteEndpoints } from '@skillora/shared/endpoints/site';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

/**
 * Who is signed in, for the landing page's top bar. The landing page ships without TanStack Query
 * (its JS budget), so this asks once with a plain request; a visitor is `user: null`, and any
 * failure reads as a visitor too.
 */
export function useSignedInUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callApi(siteEndpoints.viewer, { fallbackError: '', signal: controller.signal })
      .then((me) => setUser(me.user))
      .catch(() => setUser(null));
    return () => controller.abort();
  }, []);
  return user;
}
