import type { ReactNode } from 'react';

/**
 * A link out of the site, in a new tab that cannot reach back to this one; `ugc` marks an address
 * a user typed into a message or text.
 */
export function ExternalLink({
  href,
  ugc = false,
  className,
  children,
}: {
  href: string;
  ugc?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={ugc ? 'noopener noreferrer nofollow ugc' : 'noopener noreferrer nofollow'}
      className={className}
    >
      {children}
    </a>
  );
}
