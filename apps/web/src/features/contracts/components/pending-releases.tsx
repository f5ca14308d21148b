import type { PendingRelease } from '@skillora/shared';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';

/**
 * Under the wallet's balances: each pending amount and the day its payout hold ends, soonest first
 * ("$475.00 available on Dec 4, 2026 · Design"), in the viewer's time zone.
 */
export function PendingReleases({ releases }: { releases: readonly PendingRelease[] }) {
  if (releases.length === 0) return null;
  return (
    <section
      aria-labelledby="pending-releases-title"
      className="mt-3 rounded-lg bg-white p-3 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="pending-releases-title" className="text-sm text-gray-700 dark:text-gray-300">
        When pending money becomes available
      </h2>
      <ul className="mt-1 space-y-1 text-sm">
        {releases.map((r) => (
          <li key={r.milestoneId} className="[overflow-wrap:anywhere]">
            <Money cents={r.amountCents} className="font-semibold" /> available on{' '}
            <time dateTime={r.availableAt} className="whitespace-nowrap">
              {formatDate(r.availableAt)}
            </time>
            {r.milestoneTitle && ` · ${r.milestoneTitle}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
