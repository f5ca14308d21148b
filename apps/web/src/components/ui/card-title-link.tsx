import type { ReactNode } from 'react';
import { Link } from 'react-router';

type CardTitleLinkProps = {
  to: string;
  /** Handed to the page it opens, e.g. the list to go back to. */
  state?: unknown;
  /** The heading's spacing and wrapping, which differ with what stands around it. */
  className?: string;
  children: ReactNode;
};

/** A card's heading in a list (a job, a freelancer, an invitation), which opens what the card shows. */
export function CardTitleLink({ to, state, className = '', children }: CardTitleLinkProps) {
  return (
    <h2 className={`text-lg font-semibold ${className}`}>
      <Link
        to={to}
        state={state}
        className="rounded text-gray-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-100"
      >
        {children}
      </Link>
    </h2>
  );
}
