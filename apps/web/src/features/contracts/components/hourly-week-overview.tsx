import { Link } from 'react-router';
import { Money } from '../../../lib/money';
import { useHourlyThisWeek } from '../api/timesheets';
import { hours } from '../lib/hours';

/**
 * The client's hourly contracts this week (issue 27), on the home Overview: the hours logged so far
 * and what they come to within each weekly limit — what Monday's invoice will charge.
 */
export function HourlyWeekOverview() {
  const data = useHourlyThisWeek().data?.data;
  if (!data || data.contracts.length === 0) return null;
  return (
    <div className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <p>
        <strong>This week's hours</strong> (from {data.week}, UTC): {hours(data.totalMinutes)} ·{' '}
        <Money cents={data.amountCents} /> to be invoiced on Monday
      </p>
      <ul className="mt-2 text-sm">
        {data.contracts.map((c) => (
          <li key={c.id}>
            <Link
              to={`/client/contracts/${c.id}?tab=timesheet`}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
            >
              {c.title}
            </Link>{' '}
            with {c.freelancer.name}: {hours(c.totalMinutes)}
            {c.overLimitMinutes > 0 && <> ({hours(c.overLimitMinutes)} over the limit, not billed)</>} ·{' '}
            <Money cents={c.amountCents} />
          </li>
        ))}
      </ul>
    </div>
  );
}
