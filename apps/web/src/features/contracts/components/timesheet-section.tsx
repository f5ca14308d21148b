import { weekOf } from '@skillora/shared/hourly-week';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { TitledSection } from '../../../components/ui/titled-section';
import { Money } from '../../../lib/money';
import { useTimesheet, useTimesheetWeeks } from '../api/timesheets';
import { hours } from '../lib/hours';
import { PastWeek } from './past-week';
import { box, ThisWeek } from './timesheet-parts';

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const WEEK_STATES: Record<string, string> = {
  open: 'Open',
  'not billed': 'Nothing billed',
  invoiced: 'Invoiced, not paid yet',
  'in review': 'In review',
  approved: 'Approved',
  released: 'Released',
  disputed: 'Disputed',
  settled: 'Settled by the dispute',
  refunded: 'Refunded',
};

/** The contract's time of the days chosen as a CSV file (UTC days, a year at most). */
function CsvDownload({ contractId, first, last }: { contractId: string; first: string; last: string }) {
  const [from, setFrom] = useState(first < dayAfter(last, -365) ? dayAfter(last, -365) : first);
  const [to, setTo] = useState(last);
  const href = `/api/contracts/${contractId}/time-entries.csv?from=${from}&to=${to}`;
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <Field label="From">
        {(c) => (
          <input
            {...c}
            type="date"
            className={inputClass}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        )}
      </Field>
      <Field label="To">
        {(c) => (
          <input
            {...c}
            type="date"
            className={inputClass}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        )}
      </Field>
      <a href={href} download className="pb-2 text-sm font-medium text-blue-700 underline dark:text-blue-300">
        Download CSV
      </a>
    </div>
  );
}

/** The contract's weeks, newest first, with their time, amount and state; one is shown at a time. */
function Weeks({
  contractId,
  side,
  active,
  thisWeek,
}: {
  contractId: string;
  side: 'client' | 'freelancer';
  active: boolean;
  thisWeek: string;
}) {
  const weeks = useTimesheetWeeks(contractId).data?.data ?? [];
  // Last week by default: from the server's week, not the browser's clock (they agree on what is invoiced).
  const [shown, setShown] = useState(() => weekOf(new Date(Date.parse(`${thisWeek}T00:00:00Z`) - DAY_MS)));
  const past = weeks.filter((w) => w.week !== thisWeek);
  return (
    <>
      {past.length > 0 && (
        <div className={box}>
          <h3 className="font-semibold">Past weeks</h3>
          <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-800">
            {past.map((w) => (
              <li key={w.week} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Button variant="secondary" aria-pressed={w.week === shown} onClick={() => setShown(w.week)}>
                  Week of {w.week}
                </Button>
                <span className="tabular-nums">
                  {hours(w.totalMinutes)} · <Money cents={w.amountCents} /> ·{' '}
                  {WEEK_STATES[w.state] ?? w.state}
                </span>
              </li>
            ))}
          </ul>
          <CsvDownload contractId={contractId} first={weeks.at(-1)!.week} last={dayAfter(thisWeek, 6)} />
        </div>
      )}
      {past.length === 0 && (
        <div className={box}>
          <CsvDownload contractId={contractId} first={thisWeek} last={dayAfter(thisWeek, 6)} />
        </div>
      )}
      <PastWeek key={shown} contractId={contractId} side={side} active={active} week={shown} />
    </>
  );
}

/** An hourly contract's Timesheet (issue 27): this week with the timer and manual time, its past weeks, CSV. */
export function TimesheetSection({
  contractId,
  side,
  active,
}: {
  contractId: string;
  side: 'client' | 'freelancer';
  active: boolean;
}) {
  const thisWeek = useTimesheet(contractId).data?.data.week;
  return (
    <TitledSection id="timesheet" title="Timesheet" className="mt-4">
      <ThisWeek
        contractId={contractId}
        side={side}
        active={active}
        heading={<h3 className="font-semibold">This week</h3>}
      />
      {thisWeek && <Weeks contractId={contractId} side={side} active={active} thisWeek={thisWeek} />}
    </TitledSection>
  );
}
