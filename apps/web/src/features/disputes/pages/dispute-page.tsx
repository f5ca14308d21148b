import { ACTIVE_DISPUTE_STATUSES, type DisputeStatus } from '@skillora/shared/dispute-rules';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { useDispute } from '../api/disputes';
import { AddEvidence } from '../components/add-evidence';
import { DisputeActions } from '../components/dispute-actions';
import { DisputeSummary } from '../components/dispute-summary';

const ACTIVE: ReadonlySet<DisputeStatus> = new Set(ACTIVE_DISPUTE_STATUSES);

/** /{client,freelancer}/disputes/:id — every step with its time, the next deadline, and this side's moves. */
export function DisputePage({ side }: { side: 'client' | 'freelancer' }) {
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  if (dispute.isPending) return <Spinner label="Loading the dispute" />;
  if (dispute.isError) {
    return (
      <PageShell title="Dispute" back={{ to: `/${side}/contracts`, label: 'Active Contract' }}>
        <LoadError
          error={dispute.error}
          fallback="Failed to load the dispute"
          onRetry={() => void dispute.refetch()}
        />
      </PageShell>
    );
  }
  const d = dispute.data.data;
  return (
    <PageShell
      title={`Dispute: ${d.milestoneTitle}`}
      back={{ to: `/${side}/contracts/${d.contractId}`, label: 'Back to the contract' }}
      width="narrow"
    >
      <p className="mb-4 text-sm">
        Contract{' '}
        <Link className="underline" to={`/${side}/contracts/${d.contractId}`}>
          {d.contractTitle}
        </Link>
        . No fee is charged for a dispute.
      </p>
      <DisputeSummary dispute={d} />
      {ACTIVE.has(d.status) && (
        <div className="mt-8 space-y-8">
          <DisputeActions dispute={d} side={side} />
          <AddEvidence disputeId={d.id} />
        </div>
      )}
    </PageShell>
  );
}
