import type { Role } from '@skillora/shared/constants';

/** Only same-app paths of the user's own area are followed back after login. */
export function returnPath(from: unknown, role: Role): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  const area = from.split('/')[1];
  return area === 'client' || area === 'freelancer' || area === 'admin'
    ? area === role
      ? from
      : null
    : from;
}
