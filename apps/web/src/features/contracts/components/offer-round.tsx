import type { Offer } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';

export const ROUND_STATUS = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  countered: 'Countered',
  expired: 'Expired',
} as const;

/**
 * A term of a round; when it differs from the round before, it is highlighted and the earlier value
 * is named (for screen readers too: "changed from …").
 */
function Term({ label, now, before }: { label: string; now: string; before?: string | undefined }) {
  const changed = before !== undefined && before !== now;
  return (
    <li>
      {label}:{' '}
      {changed ? (
        <mark className="rounded bg-amber-100 px-1 text-gray-900 dark:bg-amber-900 dark:text-amber-50">
          {now} <span className="text-xs">(changed from {before})</span>
        </mark>
      ) : (
        now
      )}
    </li>
  );
}

const money = (cents: number | null) => (cents === null ? 'none' : formatMoney(cents));
const hours = (h: number | null) => (h === null ? 'no limit' : `${h} h`);

/** The terms of a round, each compared with the same term of the round it answers. */
function terms(o: Offer): [string, string][] {
  if (o.type === 'hourly') {
    return [
      ['Hourly rate', money(o.hourlyRateCents)],
      ['Weekly limit', hours(o.weeklyLimitHours)],
    ];
  }
  return [
    ['Total', formatMoney(o.totalCents)],
    ...o.milestones.flatMap((m, i): [string, string][] => [
      [`Milestone ${i + 1}`, `${m.title}, ${formatMoney(m.amountCents)}`],
      [`Milestone ${i + 1} due`, m.dueDate ?? 'no date'],
    ]),
  ];
}

/** One round of a negotiation in its history (issue 32): who made it, when, its terms and note. */
export function OfferRound({
  round,
  previous,
  children,
}: {
  round: Offer;
  previous?: Offer;
  children?: ReactNode;
}) {
  const before = new Map(previous ? terms(previous) : []);
  const maker = round.madeBy === 'client' ? round.client.name : round.freelancer.name;
  return (
    <li
      aria-label={`Round ${round.round}`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex flex-wrap justify-between gap-2">
        <h2 className="text-lg font-semibold">
          Round {round.round}: {round.round === 1 ? 'offer' : 'counter-offer'} from {maker}
        </h2>
        <span className="text-sm font-semibold">{ROUND_STATUS[round.status]}</span>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Sent {formatDateTime(round.createdAt)}
        {round.status === 'pending' && <> · expires {formatDateTime(round.expiresAt)}</>}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        <Term label="Title" now={round.title} before={previous?.title} />
        {terms(round).map(([label, now]) => (
          <Term
            key={label}
            label={label}
            now={now}
            before={previous ? (before.get(label) ?? 'none') : undefined}
          />
        ))}
        {(round.note || previous) && (
          <Term
            label="Note"
            now={round.note ?? 'none'}
            before={previous ? (previous.note ?? 'none') : undefined}
          />
        )}
      </ul>
      {children}
    </li>
  );
}
