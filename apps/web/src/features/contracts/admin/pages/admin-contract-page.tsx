import { Link, useParams } from 'react-router';
import { errorText } from '../../../../lib/api-client';
import { CONTRACT_STATUS_LABELS } from '../../../../lib/labels';
import { Money } from '../../../../lib/money';
import { PageHeader, useContractConversation } from '../../../admin';
import { ContractTimeline } from '../../components/contract-timeline';
import { MILESTONE_LABELS } from '../../components/milestone-labels';
import { useAdminContract, useAdminTimeline } from '../api/get-admin-money';
import { LedgerTable } from '../components/ledger-table';

/** /admin/contracts/:id: one contract, read-only, with its milestones and every ledger transfer. */
export function AdminContractPage() {
  const { id = '' } = useParams();
  const contract = useAdminContract(id);
  const conversation = useContractConversation(id);
  const timeline = useAdminTimeline(id);
  if (contract.isPending) return <p>Loading...</p>;
  if (contract.isError) return <p role="alert">{errorText(contract.error, 'Failed to load the contract')}</p>;
  const c = contract.data.data;
  return (
    <>
      <Link
        to="/admin/contracts"
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Contracts
      </Link>
      <PageHeader
        title={c.title}
        subtitle={`${c.client.name} hired ${c.freelancer.name} · ${CONTRACT_STATUS_LABELS[c.status]}`}
      />
      <p className="mb-4 text-sm">
        Total <Money cents={c.summary.totalCents} /> · in escrow <Money cents={c.summary.inEscrowCents} /> ·
        released <Money cents={c.summary.releasedCents} /> · refunded{' '}
        <Money cents={c.summary.refundedCents} />
      </p>
      {conversation.data && (
        <p className="mb-4 text-sm">
          <Link
            to={`/admin/messages/${conversation.data.id}`}
            className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            Read the parties’ messages
          </Link>
        </p>
      )}
      <h2 className="mb-2 text-lg font-semibold">Milestones</h2>
      <ol className="mb-6 list-decimal space-y-1 pl-5 text-sm">
        {c.milestones.map((m) => (
          <li key={m.id}>
            {m.title} — <Money cents={m.amountCents} /> — {MILESTONE_LABELS[m.status]}
          </li>
        ))}
      </ol>
      <h2 className="mb-2 text-lg font-semibold">Timeline</h2>
      <ContractTimeline entries={timeline.data?.data} className="mb-6" />
      <h2 className="mb-2 text-lg font-semibold">Ledger history</h2>
      <LedgerTable
        rows={c.ledger}
        caption="Ledger history"
        emptyText="No money has moved on this contract yet."
      />
    </>
  );
}
