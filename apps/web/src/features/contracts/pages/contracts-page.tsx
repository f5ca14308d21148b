import type { ContractStatus } from '@skillora/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useQueryState } from '../../../hooks/use-query-state';
import { CONTRACT_STATUS_LABELS } from '../../../lib/labels';
import { Money } from '../../../lib/money';
import { useContracts } from '../api/contracts';

const OPTIONS = [
  { value: 'active' as const, label: CONTRACT_STATUS_LABELS.active },
  { value: 'ended' as const, label: CONTRACT_STATUS_LABELS.ended },
];

/** /{client,freelancer}/contracts — 'Active Contract': my contracts, active or ended. */
export function ContractsPage({ side }: { side: 'client' | 'freelancer' }) {
  const [state, setState] = useQueryState(['status']);
  const status: ContractStatus = state.status === 'ended' ? 'ended' : 'active';
  const contracts = useContracts(status);
  return (
    <PageShell title="Active Contract">
      <StatusFilter
        label="Show contracts"
        value={status}
        options={OPTIONS}
        onChange={(next) => setState({ status: next })}
      />
      <div className="mt-6">
        {contracts.isPending ? (
          <Spinner label="Loading your contracts" />
        ) : contracts.isError ? (
          <LoadError
            error={contracts.error}
            fallback="Failed to load your contracts"
            onRetry={() => void contracts.refetch()}
          />
        ) : contracts.data.data.length === 0 ? (
          <EmptyState
            title={
              status === 'active' ? 'No contracts in progress right now.' : 'No completed contracts yet.'
            }
            description="A contract starts when a freelancer accepts an offer."
          />
        ) : (
          <ul className="space-y-3">
            {contracts.data.data.map((c) => (
              <li
                key={c.id}
                className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
              >
                <Link
                  to={`/${side}/contracts/${c.id}`}
                  className="text-lg font-semibold text-brand-700 hover:underline dark:text-brand-100"
                >
                  {c.title}
                </Link>
                <p className="mt-1 text-sm">
                  {side === 'client' ? `Freelancer ${c.freelancer.name}` : `Client ${c.client.name}`} · total{' '}
                  <Money cents={c.summary.totalCents} /> · in escrow <Money cents={c.summary.inEscrowCents} />{' '}
                  · released <Money cents={c.summary.releasedCents} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
