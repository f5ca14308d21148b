import type { SessionUser } from '@skillora/shared';
import { STORAGE_KEYS } from '@skillora/shared/constants';
import { storage } from '../../lib/storage';

/**
 * The spec persists the admin session user under 'user'. Only non-secret fields go there, with
 * accessToken always null (the session is an HttpOnly cookie); nothing reads it back to decide who
 * is signed in — GET /api/auth/me does.
 */
export function rememberAdminUser(user: SessionUser) {
  const { id, email, role, status, profilePic, name } = user;
  storage.set(
    STORAGE_KEYS.user,
    JSON.stringify({ _id: id, email, role, status, profilePic, name, accessToken: null }),
  );
}

export const forgetAdminUser = () => storage.remove(STORAGE_KEYS.user);
