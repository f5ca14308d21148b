import { PROPOSAL_STATUSES, type ProposalStatus } from '@skillora/shared/constants';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import { useMyProposals } from '../api/get-my-proposals';
import { LoadError } from '../components/load-error';
import { MyProposalsTable } from '../components/my-proposals-table';
import { PageShell } from '../components/page-shell';
import { StatusFilter } from '../components/status-filter';
import { formatCount, PROPOSAL_STATUS_LABELS } from '../lib/format';

const STATUS_OPTIONS = [
  { value: '' as const, label: 'All' },
  ...PROPOSAL_STATUSES.map((status) => ({ value: status, label: PROPOSAL_STATUS_LABELS[status] })),
];
const isStatus = (value: string): value is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly string[]).includes(value);

/** /freelancer/proposals: what I sent, newest first, with where each stands; state in the URL. */
export function MyProposalsPage() {
  const [state, setState] = useQueryState(['status', 'page']);
  const status = isStatus(state.status) ? state.status : '';
  const page = pageFrom(state.page);
  const proposals = useMyProposals({ page, status: status || undefined });

  useEffect(() => {
    if (proposals.data && page > proposals.data.pages) setState({ page: '' });
  }, [proposals.data, page, setState]);

  return (
    <PageShell title="My Proposals">
      <StatusFilter
        label="Show proposals"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(next) => setState({ status: next, page: '' })}
      />
      <div className="mt-6">
        {proposals.isPending ? (
          <Spinner label="Loading your proposals" />
        ) : proposals.error ? (
          <LoadError
            error={proposals.error}
            fallback="Failed to load your proposals"
            onRetry={proposals.refetch}
          />
        ) : proposals.data.total === 0 ? (
          <EmptyState
            title={
              status
                ? `No ${PROPOSAL_STATUS_LABELS[status].toLowerCase()} proposals.`
                : 'You have not sent a proposal yet.'
            }
            description="Find a job that fits your skills and tell the client why you are the right person for it."
          >
            <Link to="/freelancer/jobs" className={buttonClass('primary', 'mt-6 min-h-11')}>
              Find work
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
              {formatCount(proposals.data.total, 'proposal')}
            </p>
            <MyProposalsTable rows={proposals.data.data} />
            <Pagination
              page={Math.min(page, proposals.data.pages)}
              pages={proposals.data.pages}
              onPageChange={(next) => setState({ page: next === 1 ? '' : next })}
              label="My proposals pages"
            />
          </>
        )}
      </div>
    </PageShell>
  );
}
