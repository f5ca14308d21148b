import type { TimeEntry, Timesheet } from '@skillora/shared';
import { weekState } from '@skillora/shared/hourly-week';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/api-client';
import { useTimesheetMoves } from '../api/timesheets';
import { hours } from '../lib/hours';
import { type EntryDraft, EntryFields } from './entry-fields';

/** What a row may offer: the freelancer's change and delete, or the client's choice of entries to dispute. */
export type EntryActions =
  | { kind: 'edit'; contractId: string }
  | { kind: 'choose'; chosen: ReadonlySet<string>; onToggle: (id: string) => void };

const describe = (e: TimeEntry) => `${e.startedAt.slice(0, 10)} · ${e.memo}`;

/** The freelancer's change of one entry: a date, minutes and memo (a changed entry counts as manual time). */
function EditEntry({
  contractId,
  entry,
  onDone,
}: {
  contractId: string;
  entry: TimeEntry;
  onDone: () => void;
}) {
  const moves = useTimesheetMoves(contractId);
  const [draft, setDraft] = useState<EntryDraft>({
    date: entry.startedAt.slice(0, 10),
    minutes: String(entry.minutes),
    memo: entry.memo,
  });
  const [error, setError] = useState('');
  // The Change button that opened the form is gone: focus moves into the form.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    moves.edit.mutate(
      { entryId: entry.id, body: { ...draft, minutes: Number(draft.minutes) } },
      { onSuccess: onDone, onError: (err) => setError(errorText(err, 'Failed to change the entry')) },
    );
  };
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Change ${describe(entry)}`}
      className="grid w-full gap-3 py-2 sm:grid-cols-4"
    >
      <EntryFields draft={draft} onChange={setDraft} firstRef={first} />
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={moves.edit.isPending}>
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {entry.source === 'timer' && (
        <p className="text-sm text-gray-600 sm:col-span-4 dark:text-gray-400">
          A changed entry counts as manual time.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

/** Change and Delete (confirmed) on an entry of a week that is still open. */
function EntryMoves({
  contractId,
  entry,
  onEdit,
}: {
  contractId: string;
  entry: TimeEntry;
  onEdit: () => void;
}) {
  const moves = useTimesheetMoves(contractId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const remove = () =>
    moves.remove.mutate(entry.id, {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        setError(errorText(err, 'Failed to delete the entry'));
      },
    });
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant="ghost" aria-label={`Change ${describe(entry)}`} onClick={onEdit}>
        Change
      </Button>
      <Button variant="ghost" aria-label={`Delete ${describe(entry)}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {error && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this entry?"
        description={`${describe(entry)}: ${hours(entry.minutes)} leaves this week's time.`}
        confirmLabel="Delete entry"
        busyLabel="Deleting..."
        cancelLabel="Keep it"
        isPending={moves.remove.isPending}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </span>
  );
}

/**
 * A week's entries. The freelancer changes or deletes those of a week still open (until Monday 12:00
 * UTC: the server answers 409 after, shown as it says); the client ticks those to dispute.
 */
export function Entries({ sheet, actions }: { sheet: Timesheet; actions?: EntryActions | undefined }) {
  const [editing, setEditing] = useState<string | null>(null);
  // Manual time the client approved is protected like tracked time (ADR 037).
  const approved = weekState(sheet.week, new Date(sheet.now), sheet.invoice) === 'approved';
  if (sheet.entries.length === 0) return <p className="mt-2 text-sm">No time logged this week.</p>;
  return (
    <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-800">
      {sheet.entries.map((e) => {
        if (actions?.kind === 'edit' && editing === e.id)
          return (
            <li key={e.id}>
              <EditEntry contractId={actions.contractId} entry={e} onDone={() => setEditing(null)} />
            </li>
          );
        const text = (
          <>
            {describe(e)}{' '}
            <span className="text-gray-600 dark:text-gray-400">
              · {e.source === 'timer' ? 'Tracked' : 'Manual'}
            </span>
          </>
        );
        return (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              {actions?.kind === 'choose' && e.endedAt ? (
                <label className="inline-flex min-h-6 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={actions.chosen.has(e.id)}
                    onChange={() => actions.onToggle(e.id)}
                  />
                  <span>{text}</span>
                </label>
              ) : (
                text
              )}
              {approved && e.source === 'manual' && (
                <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-900 dark:bg-green-950 dark:text-green-100">
                  Protected
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-3">
              {actions?.kind === 'edit' && !e.locked && e.endedAt && (
                <EntryMoves contractId={actions.contractId} entry={e} onEdit={() => setEditing(e.id)} />
              )}
              <span className="tabular-nums">{hours(e.minutes)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
