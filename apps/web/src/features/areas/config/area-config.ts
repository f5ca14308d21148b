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

/** A feature that is not built yet: its own page in the area says so (ComingSoonPage). */
export const soonLink = (role: SignupRole, label: string, slug: string): AreaLink => ({
  label,
  to: `/${role}/soon/${slug}`,
});

/** Every link of an area, menus flattened. */
export const allLinks = (config: AreaConfig): AreaLink[] => [
  ...config.nav.flatMap((item) => ('items' in item ? item.items : [item])),
  ...config.accountLinks,
];
