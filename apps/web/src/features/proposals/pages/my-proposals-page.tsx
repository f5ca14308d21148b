import { PROPOSAL_STATUSES } from '@skillora/shared/constants';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useStatusPagedList } from '../../../hooks/use-url-list';
import { PROPOSAL_STATUS_LABELS } from '../../../lib/labels';
import { FindWorkEmpty } from '../../jobs';
import { useMyProposals } from '../api/get-my-proposals';
import { MyProposalsTable } from '../components/my-proposals-table';

const STATUS_OPTIONS = [
  { value: '' as const, label: 'All' },
  ...PROPOSAL_STATUSES.map((status) => ({ value: status, label: PROPOSAL_STATUS_LABELS[status] })),
];

/** /freelancer/proposals: what I sent, newest first, with where each stands; state in the URL. */
export function MyProposalsPage() {
  const { status, list, filter } = useStatusPagedList('status', STATUS_OPTIONS, useMyProposals);

  return (
    <PageShell title="My Proposals">
      <StatusFilter label="Show proposals" {...filter} />
      <div className="mt-6">
        <StandardPagedList
          list={list}
          label="My proposals pages"
          loadingLabel="Loading your proposals"
          failedFallback="Failed to load your proposals"
          empty={
            <FindWorkEmpty
              title={
                status
                  ? `No ${PROPOSAL_STATUS_LABELS[status].toLowerCase()} proposals.`
                  : 'You have not sent a proposal yet.'
              }
              description="Find a job that fits your skills and tell the client why you are the right person for it."
            />
          }
          noun="proposal"
        >
          {(rows) => <MyProposalsTable rows={rows} />}
        </StandardPagedList>
      </div>
    </PageShell>
  );
}
