import type { Role } from '@skillora/shared/constants';

/**
 * Where a user who opened another role's area is sent (spec §6: `/{role}/home`); for an admin that
 * is /admin/home, which the spec leaves a 404.
 */
export const homePathFor = (role: Role) => `/${role}/home`;

/** Where each role lands after login and from 'Go to my dashboard' (spec: any other role, /dashboard). */
export function dashboardPathFor(role: Role): string {
  if (role === 'client') return '/client/home';
  if (role === 'freelancer') return '/freelancer/home';
  if (role === 'admin') return '/admin/dashboard';
  return '/dashboard';
}
