import { Link } from 'react-router';
import { Money } from '../../../lib/money';
import { useHourlyThisWeek } from '../api/timesheets';
import { hours } from '../lib/hours';

/**
 * The freelancer's hourly work this week (issue 27) on the wallet: the hours logged on active hourly
 * contracts and what they come to — in progress, not money yet: it is invoiced on Monday, reviewed,
 * then released into Pending. Nothing without an active hourly contract.
 */
export function HourlyWeekWallet() {
  const data = useHourlyThisWeek().data?.data;
  if (!data || data.contracts.length === 0) return null;
  const count = data.contracts.length;
  return (
    <section
      aria-labelledby="wallet-this-week"
      className="mt-4 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <h2 id="wallet-this-week" className="text-base font-semibold">
        This week (hourly)
      </h2>
      <p className="mt-1">
        From {data.week} (UTC): {hours(data.totalMinutes)} logged on{' '}
        {count === 1 ? '1 contract' : `${count} contracts`} ·{' '}
        <strong>
          <Money cents={data.amountCents} />
        </strong>{' '}
        in progress
      </p>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        Not money yet: the week is invoiced on Monday, the client reviews it, then it is released into
        Pending, less our fee.{' '}
        <Link to="/freelancer/log-time" className="font-medium text-brand-700 underline dark:text-brand-100">
          Log time
        </Link>
      </p>
    </section>
  );
}
