import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from './icons';

export type StatCardProps = {
  label: string;
  /** Undefined while loading (a placeholder pulses) or when the count could not be loaded ('—'). */
  value: number | undefined;
  isLoading: boolean;
  icon: IconName;
  to?: string;
  detail?: string;
  tone?: 'brand' | 'emerald' | 'amber' | 'rose' | 'sky';
  /** How the value reads (money in cents, say); a plain count by default. */
  formatValue?: (value: number) => ReactNode;
};

const tones = {
  brand: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100',
  emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  rose: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  sky: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
};

const format = new Intl.NumberFormat();

/** One dashboard count; a card with `to` is a link to the page that manages it. */
export function StatCard({
  label,
  value,
  isLoading,
  icon,
  to,
  detail,
  tone = 'brand',
  formatValue = (n) => format.format(n),
}: StatCardProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</p>
        <span className={`flex size-10 items-center justify-center rounded-xl ${tones[tone]}`}>
          <Icon name={icon} />
        </span>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-gray-900 tabular-nums dark:text-white">
        {isLoading ? (
          <span className="inline-block h-8 w-16 animate-pulse rounded bg-gray-200 dark:bg-gray-800" />
        ) : value === undefined ? (
          '—'
        ) : (
          formatValue(value)
        )}
      </p>
      {detail && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{detail}</p>}
    </>
  );
  const className =
    'block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';
  return to ? (
    <Link
      to={to}
      className={`${className} transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-500/40`}
    >
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
