import type { Offer } from '@skillora/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useClientAnswer, useCounterOffer, useOfferRounds } from '../api/offer-rounds';
import { useAnswerOffer } from '../api/offers';
import { OfferForm } from '../components/offer-form';
import { OfferRound } from '../components/offer-round';

type Side = 'client' | 'freelancer';

/** Accept, decline or counter the other party's latest round (ADR 039). */
function Answer({ round, side }: { round: Offer; side: Side }) {
  const navigate = useNavigate();
  const [countering, setCountering] = useState(false);
  const counter = useCounterOffer(round.id);
  const client = useClientAnswer();
  const freelancer = useAnswerOffer();
  const busy = client.isPending || freelancer.isPending;
  const answer = async (kind: 'accept' | 'decline') => {
    try {
      const contractId =
        side === 'client'
          ? (await client.mutateAsync({ id: round.id, answer: kind }))?.id
          : kind === 'accept'
            ? (await freelancer.mutateAsync({ id: round.id, answer: kind })).data.id
            : void (await freelancer.mutateAsync({ id: round.id, answer: kind }));
      toast.success(kind === 'accept' ? 'Offer accepted: the contract has started' : 'Offer declined');
      if (contractId) navigate(`/${side}/contracts/${contractId}`);
    } catch (err) {
      toast.error(errorText(err, 'Failed to answer the offer'));
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void answer('accept')}>
          {side === 'client' ? 'Accept counter-offer' : 'Accept offer'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void answer('decline')}>
          Decline
        </Button>
        <Button variant="secondary" aria-expanded={countering} onClick={() => setCountering(!countering)}>
          Counter
        </Button>
      </div>
      {countering && (
        <section
          aria-label="Your counter-offer"
          className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
        >
          <OfferForm
            title={round.title}
            bidCents={round.totalCents}
            counters={round}
            side={side}
            send={counter.mutateAsync}
            isSending={counter.isPending}
            onSent={() => {
              setCountering(false);
              toast.success('Counter-offer sent');
            }}
          />
        </section>
      )}
    </div>
  );
}

/** /{client,freelancer}/offers/:id — a negotiation's rounds, what changed in each, and the answer to the latest. */
export function OfferPage({ side }: { side: Side }) {
  const { id = '' } = useParams();
  const rounds = useOfferRounds(id);
  const back =
    side === 'client'
      ? { to: '/client/jobs', label: 'My Jobs' }
      : { to: '/freelancer/offers', label: 'Offers' };
  if (rounds.isPending) return <Spinner label="Loading the offer" />;
  if (rounds.isError || rounds.data.data.length === 0) {
    return (
      <PageShell title="Offer" back={back}>
        <LoadError
          error={rounds.error}
          fallback="Failed to load the offer"
          onRetry={() => void rounds.refetch()}
        />
      </PageShell>
    );
  }
  const all = rounds.data.data;
  const latest = all.at(-1)!;
  const other = side === 'client' ? latest.freelancer.name : latest.client.name;
  const mine = latest.madeBy === side;
  return (
    <PageShell title={latest.title} back={back}>
      <p className="text-sm">
        Client <strong>{latest.client.name}</strong> · Freelancer <strong>{latest.freelancer.name}</strong> ·
        Job {latest.job.title}
      </p>
      {latest.status === 'pending' && (
        <p className="mt-2 text-sm font-semibold">
          {mine ? `Waiting for ${other}’s answer.` : `${other} waits for your answer.`} This round expires{' '}
          {formatDateTime(latest.expiresAt)}.
        </p>
      )}
      {latest.contractId && (
        <p className="mt-2 text-sm">
          <Link className="font-semibold underline" to={`/${side}/contracts/${latest.contractId}`}>
            Open the contract
          </Link>
        </p>
      )}
      <h2 className="mt-6 text-xl font-semibold">Rounds</h2>
      <ol className="mt-3 space-y-4">
        {all.map((round, i) => (
          <OfferRound key={round.id} round={round} {...(i > 0 ? { previous: all[i - 1] } : {})}>
            {round === latest && round.status === 'pending' && !mine && <Answer round={round} side={side} />}
          </OfferRound>
        ))}
      </ol>
    </PageShell>
  );
}
