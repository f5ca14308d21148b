import type { Timesheet } from '@skillora/shared';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { inputClass } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { Money } from '../../../lib/money';
import { useTimesheet, useTimesheetMoves } from '../api/timesheets';
import { hours } from '../lib/hours';
import { type EntryDraft, EntryFields } from './entry-fields';
import { Entries, type EntryActions } from './timesheet-entries';

export const INVOICE_STATES: Record<string, string> = {
  pending: 'Charge refused: waiting for a card that works',
  funded: 'Charged',
  submitted: 'In review',
  released: 'Paid',
  refunded: 'Refunded',
  split: 'Settled by a dispute',
};
export const box =
  'mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

export function WeekFacts({ sheet }: { sheet: Timesheet }) {
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

/**
 * The running timer's time, ticking each second: counted from the server's clock at its answer and
 * moved on by the browser's monotonic clock, so a reload shows the same and a browser clock that is
 * off (or the server's test clock) does not skew it.
 */
function RunningClock({ startedAt, now }: { startedAt: string; now: string }) {
  const base = useMemo(() => ({ server: Date.parse(now), at: performance.now() }), [now]);
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(
    0,
    Math.floor((base.server + performance.now() - base.at - Date.parse(startedAt)) / 1000),
  );
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <span role="timer" className="tabular-nums font-semibold">
      {Math.floor(seconds / 3600)}:{two(Math.floor(seconds / 60) % 60)}:{two(seconds % 60)}
    </span>
  );
}

/** The freelancer's timer and manual entry for this week. */
export function LogTime({ contractId, sheet }: { contractId: string; sheet: Timesheet }) {
  const moves = useTimesheetMoves(contractId);
  const [memo, setMemo] = useState('');
  const [entry, setEntry] = useState<EntryDraft>({ date: sheet.week, minutes: '', memo: '' });
  const [error, setError] = useState('');
  const fail = (fallback: string) => (err: unknown) => setError(errorText(err, fallback));

  const log = (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    moves.log.mutate(
      { ...entry, minutes: Number(entry.minutes) },
      {
        onSuccess: () => setEntry((now) => ({ ...now, minutes: '', memo: '' })),
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
              {new Date(sheet.running.startedAt).toLocaleTimeString([], { timeStyle: 'short' })} ·{' '}
              <RunningClock startedAt={sheet.running.startedAt} now={sheet.now} />
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
        <EntryFields draft={entry} onChange={setEntry} />
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

/** Why no time can be logged, and for an idle contract the Resume button either party has. */
export function Paused({ contractId, sheet }: { contractId: string; sheet: Timesheet }) {
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

/** The freelancer changes and deletes entries while the contract is active and not paused (the server checks the week). */
export const editable = (
  contractId: string,
  side: 'client' | 'freelancer',
  active: boolean,
  sheet: Timesheet,
): EntryActions | undefined =>
  side === 'freelancer' && active && !sheet.paused ? { kind: 'edit', contractId } : undefined;

/** This week of a contract: its figures, why it is paused, the freelancer's timer and manual time, its entries. */
export function ThisWeek({
  contractId,
  side,
  active,
  heading,
}: {
  contractId: string;
  side: 'client' | 'freelancer';
  active: boolean;
  heading: React.ReactNode;
}) {
  const sheet = useTimesheet(contractId);
  const data = sheet.data?.data;
  if (!data) return null;
  return (
    <div className={box}>
      {heading}
      <p className="text-sm text-gray-600 dark:text-gray-400">Week from {data.week} (UTC)</p>
      <WeekFacts sheet={data} />
      {active && <Paused contractId={contractId} sheet={data} />}
      {side === 'freelancer' && active && !data.paused && <LogTime contractId={contractId} sheet={data} />}
      <Entries sheet={data} actions={editable(contractId, side, active, data)} />
    </div>
  );
}
