import type { ReactNode } from 'react';
import { Link } from 'react-router';

type PageShellProps = {
  title: string;
  /** A link back up, e.g. to My Jobs. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of a jobs page inside an area: back link, h1, actions on the right, content. */
export function PageShell({ title, back, actions, width = 'wide', children }: PageShellProps) {
  return (
    <div
      className={`mx-auto px-4 py-8 sm:px-6 sm:py-10 lg:px-8 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl'}`}
    >
      {back && <BackLink {...back} />}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** "← My Jobs": the way back up from a page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
