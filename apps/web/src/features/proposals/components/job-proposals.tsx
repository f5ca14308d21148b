import type { JobDetail } from '@skillora/shared';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusFilter } from '../../../components/ui/status-filter';
import { useStatusPagedList } from '../../../hooks/use-url-list';
import { errorText } from '../../../lib/api-client';
import { PROPOSAL_STATUS_LABELS } from '../../../lib/labels';
import { type JobProposalsQuery, useJobProposals } from '../api/get-job-proposals';
import { ProposalOrder, useProposalOrder } from './proposal-order';
import { ProposalReviewCard } from './proposal-review-card';

// A client sees what was sent to them: withdrawn proposals are gone from their view.
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'submitted', label: PROPOSAL_STATUS_LABELS.submitted },
  { value: 'shortlisted', label: PROPOSAL_STATUS_LABELS.shortlisted },
  { value: 'declined', label: PROPOSAL_STATUS_LABELS.declined },
] as const;

/**
 * The proposals on the client's job, newest first or by the freelancers' rating or score, filtered
 * by status and rating; state in the URL.
 */
export function JobProposals({ job }: { job: JobDetail }) {
  const { query: order, ...orderControls } = useProposalOrder();
  const useRows = (query: JobProposalsQuery) => useJobProposals(job.id, { ...query, ...order });
  const { status, list, filter } = useStatusPagedList('proposals', STATUS_OPTIONS, useRows);

  return (
    <section id="proposals" aria-labelledby="proposals-title" className="mt-10 scroll-mt-20">
      <h2 id="proposals-title" className="text-xl font-semibold">
        Proposals ({job.proposalCount})
      </h2>
      {job.status === 'draft' ? (
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          Publish this job to start receiving proposals.
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
            <StatusFilter label="Show proposals" {...filter} />
            <ProposalOrder {...orderControls} />
          </div>
          <PagedList
            list={list}
            label="Proposal pages"
            loading={null}
            failed={(error) => (
              <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
                {errorText(error, 'Failed to load the proposals')}
              </p>
            )}
            empty={
              <p className="mt-4 text-gray-700 dark:text-gray-300">
                {order.minRating !== undefined
                  ? 'No proposals from freelancers rated this high.'
                  : status
                    ? 'No proposals with this status.'
                    : 'No proposals yet. Freelancers who apply will show up here.'}
              </p>
            }
          >
            {(rows) => (
              <ul className="mt-4 space-y-3">
                {rows.map((proposal) => (
                  <li key={proposal.id}>
                    <ProposalReviewCard
                      proposal={proposal}
                      budgetType={job.budget?.type ?? 'fixed'}
                      jobTitle={job.title}
                      jobId={job.id}
                      canHire={job.status === 'open'}
                    />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </>
      )}
    </section>
  );
}
