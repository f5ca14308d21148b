import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { Money } from '../../../lib/money';
import { useHourlyThisWeek } from '../api/timesheets';
import { ThisWeek } from '../components/timesheet-parts';
import { hours } from '../lib/hours';

/**
 * /freelancer/log-time (issue 27) — every active hourly contract's week in one place: its total and
 * what is over the limit, the timer and manual time, as on each contract's Timesheet.
 */
export function LogTimePage() {
  const summary = useHourlyThisWeek();
  const data = summary.data?.data;
  return (
    <PageShell title="Log time" width="narrow">
      {!data && <Spinner />}
      {data && data.contracts.length === 0 && (
        <p className="text-sm">
          You have no active hourly contracts. <Link to="/freelancer/contracts">See your contracts</Link>
        </p>
      )}
      {data && data.contracts.length > 0 && (
        <p className="text-sm" aria-live="polite">
          This week (from {data.week}, UTC): <strong>{hours(data.totalMinutes)}</strong> on{' '}
          {data.contracts.length === 1 ? '1 contract' : `${data.contracts.length} contracts`} ·{' '}
          <Money cents={data.amountCents} /> billable
        </p>
      )}
      {data?.contracts.map((c) => (
        <section key={c.id} aria-labelledby={`log-${c.id}`}>
          <ThisWeek
            contractId={c.id}
            side="freelancer"
            active
            heading={
              <h2 id={`log-${c.id}`} className="font-semibold">
                <Link to={`/freelancer/contracts/${c.id}?tab=timesheet`} className="underline">
                  {c.title}
                </Link>{' '}
                <span className="font-normal text-gray-600 dark:text-gray-400">for {c.client.name}</span>
              </h2>
            }
          />
        </section>
      ))}
    </PageShell>
  );
}
