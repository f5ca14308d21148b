import { NavLink } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import type { AreaLink } from '../config/area-config';

type CountedNavLinkProps = {
  link: AreaLink;
  /** What waits behind the link (offers, unread messages); nothing shows at zero. */
  count: number | undefined;
  /** How a screen reader names the count: "3 unread". */
  what?: string;
  className: string;
  onClick?: () => void;
};

/** One link of an area's navigation (top bar or phone menu), with its count. */
export function CountedNavLink({ link, count, what, className, onClick }: CountedNavLinkProps) {
  return (
    <NavLink to={link.to} onClick={onClick} className={className}>
      {link.label}
      <CountBadge count={count} what={what} />
    </NavLink>
  );
}
