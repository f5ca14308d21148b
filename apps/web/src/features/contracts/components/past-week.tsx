import type { Milestone, Timesheet } from '@skillora/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../lib/money';
import { MilestoneDispute, useDisputeCheck } from '../../disputes';
import { useContract } from '../api/contracts';
import { useTimesheet, useTimesheetMoves } from '../api/timesheets';
import { DisputeEntriesForm } from './dispute-entries-form';
import { Entries } from './timesheet-entries';
import { box, editable, INVOICE_STATES, WeekFacts } from './timesheet-parts';

type Side = 'client' | 'freelancer';

/** A week whose entries were disputed: the dispute (state, deadline, link) and the undisputed rest in review. */
function DisputedWeek({
  contractId,
  side,
  sheet,
  held,
  rest,
}: {
  contractId: string;
  side: Side;
  sheet: Timesheet;
  held: Milestone;
  rest: Milestone | undefined;
}) {
  const moves = useTimesheetMoves(contractId);
  return (
    <>
      <p className="mt-2 text-sm">
        Invoice <Money cents={held.amountCents + (rest?.amountCents ?? 0)} /> · Disputed{' '}
        <Money cents={held.amountCents} />
        {rest && (
          <>
            {' '}
            · Undisputed <Money cents={rest.amountCents} />: {INVOICE_STATES[rest.status] ?? rest.status}
          </>
        )}
      </p>
      <MilestoneDispute contractId={contractId} milestone={held} side={side} />
      {/* Approving the week releases its undisputed rest at once (the server's approve, ADR 037). */}
      {side === 'client' && rest?.status === 'submitted' && (
        <Button
          className="mt-3"
          disabled={moves.approve.isPending}
          onClick={() => moves.approve.mutate(sheet.week)}
        >
          Approve the undisputed time
        </Button>
      )}
    </>
  );
}

/**
 * A past week: its figures, its invoice and state, its entries. While it is in review the client
 * approves it or ticks entries to dispute; a disputed week shows its dispute and the rest. The
 * freelancer may still change entries until the week locks (Monday 12:00 UTC).
 */
export function PastWeek({
  contractId,
  side,
  active,
  week,
}: {
  contractId: string;
  side: Side;
  active: boolean;
  week: string;
}) {
  const sheet = useTimesheet(contractId, week);
  const moves = useTimesheetMoves(contractId);
  const milestones = useContract(contractId).data?.data.milestones ?? [];
  const isInDispute = useDisputeCheck();
  const [choosing, setChoosing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const data = sheet.data?.data;
  if (!data) return null;
  const invoice = data.invoice;
  const held = invoice && milestones.find((m) => m.id === invoice.milestoneId);
  const rest = invoice?.undisputedMilestoneId
    ? milestones.find((m) => m.id === invoice.undisputedMilestoneId)
    : undefined;
  const disputed = Boolean(held && (isInDispute(held.id) || rest));
  const inReview = side === 'client' && invoice?.status === 'submitted' && !disputed;
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const stopChoosing = () => {
    setChoosing(false);
    setChosen(new Set());
  };
  return (
    <div className={box}>
      <h3 className="font-semibold">Week of {week}</h3>
      <WeekFacts sheet={data} />
      {held && disputed ? (
        <DisputedWeek contractId={contractId} side={side} sheet={data} held={held} rest={rest} />
      ) : invoice ? (
        <p className="mt-2 text-sm">
          Invoice <Money cents={invoice.amountCents} /> · {INVOICE_STATES[invoice.status] ?? invoice.status}
        </p>
      ) : (
        <p className="mt-2 text-sm">{data.locked ? 'Nothing to invoice.' : 'Not invoiced yet.'}</p>
      )}
      {inReview && !choosing && (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button disabled={moves.approve.isPending} onClick={() => moves.approve.mutate(week)}>
            Approve and pay
          </Button>
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            Dispute entries
          </Button>
        </div>
      )}
      <Entries
        sheet={data}
        actions={
          inReview && choosing
            ? { kind: 'choose', chosen, onToggle: toggle }
            : editable(contractId, side, active, data)
        }
      />
      {inReview && choosing && (
        <DisputeEntriesForm contractId={contractId} sheet={data} chosen={chosen} onDone={stopChoosing} />
      )}
    </div>
  );
}
