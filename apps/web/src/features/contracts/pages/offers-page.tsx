import type { Offer } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { lazyPage } from '../../../lib/lazy-page';
import { Money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useAnswerOffer, useMyOffers } from '../api/offers';
import { ROUND_STATUS } from '../components/offer-round';

const OfferClientRecord = lazyPage(() => import('../../reputation'), 'OfferClientRecord');

/** A round's state, in the words of the one who must answer it. */
const STATUS = { ...ROUND_STATUS, pending: 'Waiting for you' } as const;

/** What accepting starts, in money (issue 31: confirmed first). */
const acceptText = (o: Offer) => {
  const n = o.milestones.length;
  return `A contract with ${o.client.name} starts at once: ${n} milestone${n === 1 ? '' : 's'}, ${formatMoney(o.totalCents)} in all; you receive ${formatMoney(o.totalCents - o.feeCents)} after our ${formatMoney(o.feeCents)} fee as each is released. This cannot be undone.`;
};

/** /freelancer/offers — offers to me, with what I receive per milestone after the fee; accept or decline. */
export function OffersPage() {
  const offers = useMyOffers();
  const answer = useAnswerOffer();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const respond = (id: string, kind: 'accept' | 'decline') =>
    answer.mutate(
      { id, answer: kind },
      {
        onSuccess: ({ data }) => {
          setAccepting(null);
          toast.success(kind === 'accept' ? 'Offer accepted: the contract has started' : 'Offer declined');
          if (kind === 'accept') navigate(`/freelancer/contracts/${data.id}`);
        },
        onError: (err) => {
          setAccepting(null);
          toast.error(errorText(err, 'Failed to answer the offer'));
        },
      },
    );
  return (
    <PageShell title="Offers">
      {offers.isPending ? (
        <Spinner label="Loading your offers" />
      ) : offers.isError ? (
        <LoadError
          error={offers.error}
          fallback="Failed to load your offers"
          onRetry={() => void offers.refetch()}
        />
      ) : offers.data.data.length === 0 ? (
        <EmptyState
          title="No offers yet."
          description="When a client hires you from a proposal, the offer shows here."
        />
      ) : (
        <ul className="space-y-4">
          {offers.data.data.map((o) => (
            <li
              key={o.id}
              aria-label={`Offer: ${o.title}`}
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
            >
              <div className="flex flex-wrap justify-between gap-2">
                <h2 className="min-w-0 text-lg font-semibold">{o.title}</h2>
                <span className="text-sm font-semibold">
                  {o.status === 'pending' && o.madeBy === 'freelancer'
                    ? 'Your counter-offer, waiting for the client'
                    : STATUS[o.status]}
                </span>
              </div>
              <p className="text-sm">
                From {o.client.name} for “{o.job.title}” · total <Money cents={o.totalCents} /> · you’ll
                receive <Money cents={o.totalCents - o.feeCents} />
              </p>
              {o.status === 'pending' && (
                <Suspense fallback={null}>
                  <OfferClientRecord jobId={o.job.id} className="mt-3" />
                </Suspense>
              )}
              <ul className="mt-2 list-disc pl-5 text-sm">
                {o.milestones.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an offer's milestones never change
                  <li key={i}>
                    {m.title}: <Money cents={m.amountCents} /> — you’ll receive{' '}
                    <Money cents={m.receiveCents} /> after our <Money cents={m.feeCents} /> fee
                    {m.dueDate ? ` · due ${m.dueDate}` : ''}
                  </li>
                ))}
              </ul>
              <Link
                className="mt-2 inline-block text-sm font-semibold underline"
                to={`/freelancer/offers/${o.id}`}
              >
                {o.round > 1 ? `Round ${o.round}: see every round` : 'See the offer'}
                <span className="sr-only"> “{o.title}”</span>
              </Link>
              {o.status === 'pending' && o.madeBy === 'client' && (
                <div className="mt-3 flex gap-2">
                  <Button disabled={answer.isPending} onClick={() => setAccepting(o)}>
                    Accept offer
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={answer.isPending}
                    onClick={() => respond(o.id, 'decline')}
                  >
                    Decline
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={accepting !== null}
        title={accepting ? `Accept “${accepting.title}” from ${accepting.client.name}?` : ''}
        description={accepting ? acceptText(accepting) : ''}
        confirmLabel="Accept and start the contract"
        busyLabel="Accepting..."
        cancelLabel="Cancel"
        confirmVariant="primary"
        isPending={answer.isPending}
        onConfirm={() => accepting && respond(accepting.id, 'accept')}
        onClose={() => setAccepting(null)}
      />
    </PageShell>
  );
}
