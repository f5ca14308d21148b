import type { SignupRole } from '@skillora/shared/constants';

export type AreaLink = { label: string; to: string };
export type AreaNavItem = AreaLink | { label: string; items: AreaLink[] };

/** One role's area: the twins (client, freelancer) share every component and differ only here. */
export type AreaConfig = {
  role: SignupRole;
  /** How the account menu names the role. */
  roleLabel: string;
  homePath: string;
  nav: AreaNavItem[];
  accountLinks: AreaLink[];
};

/** The top bar's menus, in order: each menu's label, then each of its links' label and path. */
type Menus = Record<string, Record<string, string>>;

const linksOf = (paths: Record<string, string>): AreaLink[] =>
  Object.entries(paths).map(([label, to]) => ({ label, to }));

/**
 * A role's area under /<role>: its menus stand between Home and Messages in the top bar, and the
 * account menu holds the profile and its settings.
 */
export function areaOf(role: SignupRole, roleLabel: string, menus: Menus): AreaConfig {
  const homePath = `/${role}/home`;
  return {
    role,
    roleLabel,
    homePath,
    nav: [
      { label: 'Home', to: homePath },
      ...Object.entries(menus).map(([label, paths]) => ({ label, items: linksOf(paths) })),
      { label: 'Messages', to: `/${role}/messages` },
    ],
    accountLinks: [
      { label: 'Profile', to: `/${role}/profile` },
      { label: 'Profile Settings', to: `/${role}/settings` },
      { label: 'Documents', to: `/${role}/documents` },
      { label: 'My reports', to: `/${role}/reports` },
    ],
  };
}
