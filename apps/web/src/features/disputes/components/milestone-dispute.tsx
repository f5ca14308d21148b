import type { Dispute, Milestone } from '@skillora/shared';
import { ACTIVE_DISPUTE_STATUSES, DISPUTABLE_MILESTONE_STATUSES } from '@skillora/shared/dispute-rules';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useMyDisputes } from '../api/disputes';
import { DISPUTE_STATUS_LABELS, deadlineOwner } from './dispute-words';

const HELD: ReadonlySet<string> = new Set(DISPUTABLE_MILESTONE_STATUSES);
const ACTIVE: ReadonlySet<string> = new Set(ACTIVE_DISPUTE_STATUSES);
const isActive = (d: Dispute) => ACTIVE.has(d.status);

/** Whether a dispute holds this milestone's money now: the milestone's own moves wait for it. */
export function useIsInDispute(milestoneId: string): boolean {
  return useDisputeCheck()(milestoneId);
}

/** The same question for any number of milestones (a home's contract list), from one read. */
export function useDisputeCheck(): (milestoneId: string) => boolean {
  const mine = useMyDisputes();
  const held = new Set((mine.data?.data ?? []).filter(isActive).map((d) => d.milestoneId));
  return (milestoneId) => held.has(milestoneId);
}

/**
 * On a contract's milestone: its open dispute (state, next deadline, a link), or the way to open one
 * while its money is in escrow — for a client on unsubmitted work, first "Ask for a refund". (A
 * contract ends only when nothing is held, so a held milestone's contract is active.)
 */
export function MilestoneDispute({
  contractId,
  milestone: m,
  side,
}: {
  contractId: string;
  milestone: Milestone;
  side: 'client' | 'freelancer';
}) {
  const mine = useMyDisputes();
  const disputes = (mine.data?.data ?? []).filter((d) => d.milestoneId === m.id);
  const active = disputes.find(isActive);
  const last = active ?? disputes[0];
  if (active) {
    return (
      <div
        role="status"
        className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        <strong>In dispute</strong> — {DISPUTE_STATUS_LABELS[active.status]}
        {active.nextDeadline && (
          <>
            . {deadlineOwner(active.nextDeadline.of)}{' '}
            <time dateTime={active.nextDeadline.at}>{formatDateTime(active.nextDeadline.at)}</time>
          </>
        )}
        .{' '}
        <Link className="font-semibold underline" to={`/${side}/disputes/${active.id}`}>
          See the dispute
        </Link>
      </div>
    );
  }
  const base = `/${side}/contracts/${contractId}/milestones/${m.id}/dispute`;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      {last && (
        <Link className="underline" to={`/${side}/disputes/${last.id}`}>
          Dispute {DISPUTE_STATUS_LABELS[last.status].toLowerCase()}
        </Link>
      )}
      {HELD.has(m.status) && mine.isSuccess && (
        <>
          {side === 'client' && m.status === 'funded' && (
            <Link className={buttonClass('secondary')} to={`${base}?request=refund`}>
              Ask for a refund
            </Link>
          )}
          <Link className={buttonClass('ghost')} to={base}>
            Open a dispute
          </Link>
        </>
      )}
    </div>
  );
}
