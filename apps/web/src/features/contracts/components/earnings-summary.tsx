import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { useWallet } from '../api/wallet';
import { MoneyFacts } from './money-facts';
import { PartLoadError } from './part-load-error';

/** The first instant of this month where the viewer is: what "this month" means to them. */
const startOfThisMonth = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
};

/** A freelancer's money at a glance: pending, available, earned this month, and what comes next. */
export function EarningsSummary() {
  const [earnedSince] = useState(startOfThisMonth);
  const query = useWallet({ earnedSince });
  const wallet = query.data?.data;
  if (query.isError)
    return (
      <PartLoadError
        error={query.error}
        fallback="Failed to load your wallet"
        onRetry={() => void query.refetch()}
      />
    );
  if (!wallet) return <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">Loading your earnings…</p>;
  const next = wallet.pendingReleases[0];
  return (
    <>
      <MoneyFacts
        label="Earnings"
        className="mt-3 sm:grid-cols-3"
        facts={[
          ['Pending', wallet.pendingCents],
          ['Available', wallet.availableCents],
          ['This month', wallet.earnedSinceCents],
        ]}
      />
      {next && (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          Next: <Money cents={next.amountCents} /> available on{' '}
          <time dateTime={next.availableAt}>{formatDate(next.availableAt)}</time>
        </p>
      )}
      <Link
        to="/freelancer/wallet"
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        Open my wallet
      </Link>
    </>
  );
}
