import { PROPOSAL_STATUSES, type ProposalStatus } from '@skillora/shared/constants';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { StatusFilter } from '../../../components/ui/status-filter';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useQueryState } from '../../../hooks/use-query-state';
import { PROPOSAL_STATUS_LABELS } from '../../../lib/labels';
import { pageFrom } from '../../../lib/pages';
import { useMyProposals } from '../api/get-my-proposals';
import { MyProposalsTable } from '../components/my-proposals-table';

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
  const proposals = useMyProposals({ page: pageFrom(state.page), status: status || undefined });
  const list = usePagedList(proposals, state.page, setState);

  return (
    <PageShell title="My Proposals">
      <StatusFilter
        label="Show proposals"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(next) => setState({ status: next, page: '' })}
      />
      <div className="mt-6">
        <StandardPagedList
          list={list}
          label="My proposals pages"
          loadingLabel="Loading your proposals"
          failedFallback="Failed to load your proposals"
          empty={
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
          }
          noun="proposal"
        >
          {(rows) => <MyProposalsTable rows={rows} />}
        </StandardPagedList>
      </div>
    </PageShell>
  );
}
