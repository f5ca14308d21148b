import type { Timesheet } from '@skillora/shared';
import { weekOf } from '@skillora/shared/hourly-week';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { useTimesheet, useTimesheetMoves } from '../api/timesheets';

const hours = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
const INVOICE_STATES: Record<string, string> = {
  pending: 'Charge refused: waiting for a card that works',
  funded: 'Charged',
  submitted: 'In review',
  released: 'Paid',
  refunded: 'Refunded',
  split: 'Settled by a dispute',
};
const box = 'mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

function WeekFacts({ sheet }: { sheet: Timesheet }) {
  return (
    <p className="mt-1 text-sm" aria-live="polite">
      Logged <strong>{hours(sheet.totalMinutes)}</strong>
      {sheet.limitMinutes !== null && <> of a {hours(sheet.limitMinutes)} weekly limit</>}
      {sheet.overLimitMinutes > 0 && <> · {hours(sheet.overLimitMinutes)} over the limit (not billed)</>} ·{' '}
      <Money cents={sheet.amountCents} /> at <Money cents={sheet.hourlyRateCents} />
      /h
    </p>
  );
}

function Entries({ sheet }: { sheet: Timesheet }) {
  if (sheet.entries.length === 0) return <p className="mt-2 text-sm">No time logged this week.</p>;
  return (
    <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-800">
      {sheet.entries.map((e) => (
        <li key={e.id} className="flex justify-between gap-3 py-2">
          <span>
            {e.startedAt.slice(0, 10)} · {e.memo}
          </span>
          <span className="tabular-nums">{hours(e.minutes)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The freelancer's timer and manual entry for this week. */
function LogTime({ contractId, sheet }: { contractId: string; sheet: Timesheet }) {
  const moves = useTimesheetMoves(contractId);
  const [memo, setMemo] = useState('');
  const [date, setDate] = useState(sheet.week);
  const [minutes, setMinutes] = useState('');
  const [entryMemo, setEntryMemo] = useState('');
  const [error, setError] = useState('');
  const fail = (fallback: string) => (err: unknown) => setError(errorText(err, fallback));

  const log = (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    moves.log.mutate(
      { date, minutes: Number(minutes), memo: entryMemo },
      {
        onSuccess: () => {
          setMinutes('');
          setEntryMemo('');
        },
        onError: fail('Failed to log the time'),
      },
    );
  };

  return (
    <>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {sheet.running ? (
          <>
            <p className="text-sm">
              Timer running since{' '}
              {new Date(sheet.running.startedAt).toLocaleTimeString([], { timeStyle: 'short' })}
            </p>
            <Field label="What are you working on?">
              {(c) => (
                <input {...c} className={inputClass} value={memo} onChange={(e) => setMemo(e.target.value)} />
              )}
            </Field>
            <Button
              disabled={moves.stop.isPending}
              onClick={() =>
                moves.stop.mutate(memo, { onSuccess: () => setMemo(''), onError: fail('Failed to stop') })
              }
            >
              Stop timer
            </Button>
          </>
        ) : (
          <Button
            disabled={moves.start.isPending}
            onClick={() => moves.start.mutate(undefined, { onError: fail('Failed to start') })}
          >
            Start timer
          </Button>
        )}
      </div>
      <form onSubmit={log} noValidate className="mt-4 grid gap-3 sm:grid-cols-4">
        <Field label="Date">
          {(c) => (
            <input
              {...c}
              type="date"
              className={inputClass}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field label="Minutes">
          {(c) => (
            <input
              {...c}
              type="number"
              step={10}
              min={10}
              className={inputClass}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </Field>
        <Field label="Memo">
          {(c) => (
            <input
              {...c}
              className={inputClass}
              value={entryMemo}
              onChange={(e) => setEntryMemo(e.target.value)}
            />
          )}
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="secondary" disabled={moves.log.isPending}>
            Add manual time
          </Button>
        </div>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

/** Last week's invoice: its amount and state; the client approves it while in review. */
function LastWeek({
  contractId,
  side,
  thisWeek,
}: {
  contractId: string;
  side: 'client' | 'freelancer';
  thisWeek: string;
}) {
  // From the server's week, not the browser's clock: they agree on which week is invoiced.
  const previous = weekOf(new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - 86_400_000));
  const sheet = useTimesheet(contractId, previous);
  const moves = useTimesheetMoves(contractId);
  const data = sheet.data?.data;
  if (!data) return null;
  const invoice = data.invoice;
  return (
    <div className={box}>
      <h3 className="font-semibold">Week of {previous}</h3>
      <WeekFacts sheet={data} />
      {invoice ? (
        <p className="mt-2 text-sm">
          Invoice <Money cents={invoice.amountCents} /> · {INVOICE_STATES[invoice.status] ?? invoice.status}
        </p>
      ) : (
        <p className="mt-2 text-sm">{data.locked ? 'Nothing to invoice.' : 'Not invoiced yet.'}</p>
      )}
      {side === 'client' && invoice?.status === 'submitted' && (
        <Button
          className="mt-3"
          disabled={moves.approve.isPending}
          onClick={() => moves.approve.mutate(previous)}
        >
          Approve and pay
        </Button>
      )}
      <Entries sheet={data} />
    </div>
  );
}

/** Why no time can be logged, and for an idle contract the Resume button either party has. */
function Paused({ contractId, sheet }: { contractId: string; sheet: Timesheet }) {
  const moves = useTimesheetMoves(contractId);
  const [error, setError] = useState('');
  if (!sheet.paused) return null;
  const idle = sheet.paused.reason === 'idle';
  return (
    <div
      role="status"
      className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        {idle
          ? 'This contract is paused: no time was logged for 30 days. Either of you can resume it.'
          : "This contract is paused: the client's card was refused. It goes on once a week is paid with a card that works."}
      </p>
      {idle && (
        <Button
          className="mt-2"
          disabled={moves.resume.isPending}
          onClick={() =>
            moves.resume.mutate(undefined, { onError: (err) => setError(errorText(err, 'Failed to resume')) })
          }
        >
          Resume contract
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** An hourly contract's Timesheet (issue 27): this week with the timer and manual time, and last week's invoice. */
export function TimesheetSection({
  contractId,
  side,
  active,
}: {
  contractId: string;
  side: 'client' | 'freelancer';
  active: boolean;
}) {
  const sheet = useTimesheet(contractId);
  const data = sheet.data?.data;
  return (
    <TitledSection id="timesheet" title="Timesheet" className="mt-8">
      {data && (
        <div className={box}>
          <h3 className="font-semibold">This week (from {data.week}, UTC)</h3>
          <WeekFacts sheet={data} />
          {active && <Paused contractId={contractId} sheet={data} />}
          {side === 'freelancer' && active && !data.paused && (
            <LogTime contractId={contractId} sheet={data} />
          )}
          <Entries sheet={data} />
        </div>
      )}
      {data && <LastWeek contractId={contractId} side={side} thisWeek={data.week} />}
    </TitledSection>
  );
}
