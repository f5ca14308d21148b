import {
  contractPoints,
  contractWeight,
  REPUTATION_DURATION_STEP_DAYS,
  REPUTATION_MAX_WEIGHT,
  REPUTATION_MIN_COUNTERPARTIES,
  REPUTATION_MONEY_WEIGHTS,
  REPUTATION_MONTHS,
  REPUTATION_RATING_POINTS,
  REPUTATION_WOULD_WORK_AGAIN_POINTS,
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_STARS_MAX,
  REVIEW_WINDOW_DAYS,
} from '@skillora/shared/review-rules';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';
import { Money } from '../../../lib/money';

// Every number below comes from review-rules, the module the API computes the score with: the page
// cannot say one thing while the score does another.

const section = 'mt-10';
const text = 'mt-3 text-gray-800 dark:text-gray-200';
const cell = 'border-b border-gray-200 py-2 pr-4 dark:border-gray-800';

const moneyBands = REPUTATION_MONEY_WEIGHTS.map((band, i) => {
  const below = REPUTATION_MONEY_WEIGHTS[i - 1];
  const label = Number.isFinite(band.upToCents) ? (
    <>
      {below ? (
        <>
          More than <Money cents={below.upToCents} style="short" />, up to
        </>
      ) : (
        'Up to'
      )}{' '}
      <Money cents={band.upToCents} style="short" />
    </>
  ) : (
    <>
      More than <Money cents={below?.upToCents ?? 0} style="short" />
    </>
  );
  return { key: String(band.upToCents), label, weight: band.weight };
});

const DAY = 86_400_000;
const EXAMPLE_START = Date.UTC(2026, 0, 1);
const weightExamples = [
  { cents: 20_000, days: 30 },
  { cents: 80_000, days: 120 },
  { cents: 500_000, days: 365 },
].map(({ cents, days }) => ({
  key: String(cents),
  what: (
    <>
      <Money cents={cents} style="short" /> over {days} days
    </>
  ),
  weight: contractWeight(cents, new Date(EXAMPLE_START), new Date(EXAMPLE_START + days * DAY)),
}));

const pointExamples = [
  { rating: 5, wouldWorkAgain: true },
  { rating: 5, wouldWorkAgain: false },
  { rating: 4, wouldWorkAgain: true },
  { rating: 4, wouldWorkAgain: false },
  { rating: 1, wouldWorkAgain: false },
].map((e) => ({
  key: `${e.rating} ${e.wouldWorkAgain}`,
  what: `${e.rating} star${e.rating === 1 ? '' : 's'}, ${e.wouldWorkAgain ? 'would' : 'would not'} work with them again`,
  points: contractPoints({ ...e, nothingDelivered: false, lostDispute: false }),
}));

const weightText = (weight: number) => weight.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The published formula, in words and tables. */
export function ReputationFormula() {
  return (
    <>
      <TitledSection id="reviews-rules-title" title="Reviews" className={section}>
        <p className={text}>
          When a contract that moved money ends (completed, ended early, or settled through a dispute), the
          client and the freelancer each have {REVIEW_WINDOW_DAYS} days to review the other: 1 to{' '}
          {REVIEW_STARS_MAX} stars on each point, an overall rating, a public comment and a private answer to
          “Would you work with them again?”. Neither sees the other’s review until both are in, or until the{' '}
          {REVIEW_WINDOW_DAYS} days are over; then both show together. We remind each side when the contract
          ends and {REVIEW_REMINDER_DAYS_BEFORE} days before the window closes. The person reviewed may post
          one public reply. A review cannot be changed once sent.
        </p>
      </TitledSection>

      <TitledSection id="score-title" title="The reputation score" className={section}>
        <p className={text}>
          A score from 0 to 100 over the contracts that ended in the last {REPUTATION_MONTHS} months. It is
          worked out again the same day anything in it changes.
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-gray-800 dark:text-gray-200">
          <li>
            Each contract gets a <strong>weight</strong>: its money’s weight (table below), plus 1 for every
            full {REPUTATION_DURATION_STEP_DAYS} days it ran, up to {REPUTATION_MAX_WEIGHT} in all.
          </li>
          <li>
            Each contract gets <strong>points</strong>: {REPUTATION_RATING_POINTS} × (overall rating − 1) ÷ 4,
            plus {REPUTATION_WOULD_WORK_AGAIN_POINTS} if the other side would work with the person again. A
            contract the person lost a dispute on, or (for a freelancer) one that ended with money paid in and
            none released, gets 0 points. A contract without a shown review from the other side does not count
            at all.
          </li>
          <li>
            The <strong>score</strong> is the weighted average of the points, rounded: Σ (weight × points) ÷ Σ
            weight.
          </li>
          <li>
            It shows once contracts with at least {REPUTATION_MIN_COUNTERPARTIES} different people count;
            before that the profile says “New: no score yet”.
          </li>
          <li>
            Contracts with someone an admin blocked do not count, for or against; neither do reviews an admin
            hid for breaking the rules.
          </li>
        </ol>
        <div className="mt-6 grid gap-8 md:grid-cols-3">
          <ExampleTable
            caption="Weight of a contract’s money"
            head={['Money moved', 'Weight']}
            rows={moneyBands.map((b) => [b.key, b.label, weightText(b.weight)])}
          />
          <ExampleTable
            caption="Examples of weights"
            head={['Contract', 'Weight']}
            rows={weightExamples.map((e) => [e.key, e.what, weightText(e.weight)])}
          />
          <ExampleTable
            caption="Examples of points"
            head={['Review', 'Points']}
            rows={pointExamples.map((e) => [e.key, e.what, String(e.points)])}
          />
        </div>
      </TitledSection>
    </>
  );
}

function ExampleTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  /** A key, what the row is about, and its number. */
  rows: [string, ReactNode, string][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, what, value]) => (
          <tr key={key}>
            <td className={cell}>{what}</td>
            <td className={`${cell} tabular-nums`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
