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
