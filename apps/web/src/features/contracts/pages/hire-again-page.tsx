import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useContract } from '../api/contracts';
import { useDirectOffer } from '../api/offer-rounds';
import { OfferForm } from '../components/offer-form';

/**
 * /client/freelancers/:id/hire?from=<contract> — "Hire again" (issue 32): a direct offer to a
 * freelancer of an earlier contract, without a job post, pre-filled from that contract.
 */
export function HireAgainPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const from = useContract(search.get('from') ?? '');
  const direct = useDirectOffer(id);
  const navigate = useNavigate();
  if (from.isPending && search.get('from')) return <Spinner label="Loading the earlier contract" />;
  const earlier = from.data?.data;
  const name = earlier?.freelancer.name ?? 'a freelancer';
  return (
    <PageShell
      title={`Hire ${name} again`}
      back={
        earlier
          ? { to: `/client/contracts/${earlier.id}`, label: earlier.title }
          : { to: '/client/contracts', label: 'Contracts' }
      }
      width="narrow"
    >
      <p className="mb-4 text-sm">
        A direct offer, without a job post: {name} accepts, declines or counters it, as any offer.
      </p>
      <OfferForm
        title={earlier?.title ?? ''}
        bidCents={earlier?.milestones[0]?.amountCents ?? 0}
        send={async (body) => {
          const sent = await direct.mutateAsync(body);
          toast.success('Offer sent');
          navigate(`/client/offers/${sent.data.id}`);
        }}
        isSending={direct.isPending}
        onSent={() => undefined}
      />
    </PageShell>
  );
}
