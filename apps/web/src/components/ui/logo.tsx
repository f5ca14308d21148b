import { Link } from 'react-router';

/** The wordmark; its colours follow the theme (the spec's light and dark variants). */
export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-lg" aria-label="Skillora home">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" className="fill-brand-600 dark:fill-brand-500" />
        <path
          d="M43 22c-2-4-6-6-11-6-7 0-12 4-12 10 0 13 23 8 23 18 0 4-4 7-10 7-5 0-9-2-11-6"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-gray-900 dark:text-white">Skillora</span>
    </Link>
  );
}
