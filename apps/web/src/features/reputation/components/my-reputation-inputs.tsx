import type { ReputationInputs } from '@skillora/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { TitledSection } from '../../../components/ui/titled-section';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { useMyReputation } from '../api/get-my-reputation';

const STATUS: Record<ReputationInputs['contracts'][number]['status'], string> = {
  counted: 'Counted',
  no_signal: 'Not counted: no review shown yet',
  older: `Not counted: ended too long ago`,
  blocked_counterparty: 'Not counted: the other person was blocked',
};

const CAPTION = 'Your contracts as the score reads them';
const text = 'mt-3 text-gray-800 dark:text-gray-200';
const cell = 'border-b border-gray-200 py-2 pr-4 align-top dark:border-gray-800';

/** "Your inputs" on /reputation: what the formula read for the signed-in person, contract by contract. */
export function MyReputationInputs({ side }: { side: 'client' | 'freelancer' }) {
  const mine = useMyReputation(true);
  return (
    <TitledSection id="inputs-title" title="Your inputs" className="mt-10">
      {mine.isPending ? (
        <p role="status" className={text}>
          Loading your inputs...
        </p>
      ) : mine.isError ? (
        <div className="mt-3">
          <FormError message={errorText(mine.error, 'Failed to load your reputation')} />
          <Button variant="secondary" className="mt-3" onClick={() => void mine.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Inputs inputs={mine.data.data} side={side} />
      )}
    </TitledSection>
  );
}

function Inputs({ inputs: i, side }: { inputs: ReputationInputs; side: 'client' | 'freelancer' }) {
  const { score, rating, reviews } = i.reputation;
  return (
    <>
      <p className={text}>
        Your score: <strong>{score === null ? 'New: no score yet' : `${score} / 100`}</strong>. Average
        rating: <strong>{rating === null ? 'none yet' : rating.toLocaleString('en-US')}</strong> from{' '}
        {reviews} {reviews === 1 ? 'review' : 'reviews'}. Contracts since{' '}
        <time dateTime={i.since}>{formatDate(i.since)}</time> count, with {i.counterparties} different{' '}
        {i.counterparties === 1 ? 'person' : 'people'} ({i.minCounterparties} needed for a score).
      </p>
      <p className={text}>
        “Would work with you again”: {i.wouldWorkAgain.yes} yes, {i.wouldWorkAgain.no} no. These private
        answers are only counted, never shown beside a review.
      </p>
      {i.contracts.length === 0 ? (
        <p className={text}>No ended contract yet.</p>
      ) : (
        // Sideways on a phone: each row's link takes the keyboard there (axe: scrollable-region-focusable).
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{CAPTION}</caption>
            <thead>
              <tr>
                {['Contract', 'Ended', 'Money', 'Weight', 'Rating', 'Counted?'].map((h) => (
                  <th key={h} scope="col" className={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {i.contracts.map((c) => (
                <tr key={c.contractId}>
                  <td className={cell}>
                    <Link
                      to={`/${side}/contracts/${c.contractId}`}
                      className="font-medium text-brand-700 underline dark:text-brand-100"
                    >
                      {c.title}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={c.endedAt}>{formatDate(c.endedAt)}</time>
                  </td>
                  <td className={cell}>
                    <Money cents={c.amountCents} currency={c.currency} />
                  </td>
                  <td className={`${cell} tabular-nums`}>{c.weight.toLocaleString('en-US')}</td>
                  <td className={cell}>
                    {c.lostDispute
                      ? 'Dispute lost (0 points)'
                      : c.nothingDelivered
                        ? 'Nothing delivered (0 points)'
                        : c.rating === null
                          ? '—'
                          : `${c.rating} of 5`}
                  </td>
                  <td className={cell}>{STATUS[c.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
