import { Link, useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { PageHeader } from '../../../admin';
import { useAdminDispute } from '../../api/disputes';
import { DisputeSummary } from '../../components/dispute-summary';
import { DecisionForm } from '../components/decision-form';
import { MilestoneLedger } from '../components/milestone-ledger';
import { PartiesConversation } from '../components/parties-conversation';

const link = 'text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100';

/**
 * /admin/disputes/:id: the dispute with every step, the milestone's money, the parties' messages,
 * and, while it is in mediation, the admin's decision.
 */
export function AdminDisputePage() {
  const { id = '' } = useParams();
  const dispute = useAdminDispute(id);
  if (dispute.isPending) return <Spinner label="Loading the dispute" />;
  if (dispute.isError)
    return (
      <LoadError
        error={dispute.error}
        fallback="Failed to load the dispute"
        onRetry={() => void dispute.refetch()}
      />
    );
  const d = dispute.data.data;
  return (
    <>
      <Link to="/admin/disputes" className={link}>
        ← Disputes
      </Link>
      <PageHeader title={`Dispute: ${d.milestoneTitle}`} subtitle={d.contractTitle}>
        <Link to={`/admin/contracts/${d.contractId}`} className={link}>
          View the contract
        </Link>
      </PageHeader>
      <div className="space-y-8">
        <DisputeSummary dispute={d} />
        {d.status === 'in_mediation' && <DecisionForm dispute={d} />}
        <section aria-labelledby="dispute-ledger">
          <h2 id="dispute-ledger" className="mb-2 text-lg font-semibold">
            Ledger history
          </h2>
          {/* Mounted afresh when the status changes, so it reads the money a decision moved. */}
          <MilestoneLedger key={d.status} contractId={d.contractId} milestoneId={d.milestoneId} />
        </section>
        <section aria-labelledby="dispute-conversation">
          <h2 id="dispute-conversation" className="mb-2 text-lg font-semibold">
            The parties’ conversation
          </h2>
          <PartiesConversation contractId={d.contractId} />
        </section>
      </div>
    </>
  );
}
