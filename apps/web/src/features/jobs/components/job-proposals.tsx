import type { JobDetail } from '@skillora/shared';
import { Pagination } from '../../../components/ui/pagination';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import { useJobProposals } from '../api/get-job-proposals';
import { ProposalReviewCard } from './proposal-review-card';
import { StatusFilter } from './status-filter';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'submitted', label: 'New' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'declined', label: 'Declined' },
] as const;
type Status = (typeof STATUS_OPTIONS)[number]['value'];
const isStatus = (value: string): value is Status => STATUS_OPTIONS.some((option) => option.value === value);

/** The proposals on the client's job, newest first, filtered by status; state in the URL. */
export function JobProposals({ job }: { job: JobDetail }) {
  const [state, setState] = useQueryState(['proposals', 'page']);
  const status = isStatus(state.proposals) ? state.proposals : '';
  const page = pageFrom(state.page);
  const proposals = useJobProposals(job.id, { page, status: status || undefined });

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
          <div className="mt-4">
            <StatusFilter
              label="Show proposals"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(next) => setState({ proposals: next, page: '' })}
            />
          </div>
          {proposals.error ? (
            <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
              {proposals.error.message}
            </p>
          ) : proposals.data && proposals.data.total === 0 ? (
            <p className="mt-4 text-gray-700 dark:text-gray-300">
              {status
                ? 'No proposals with this status.'
                : 'No proposals yet. Freelancers who apply will show up here.'}
            </p>
          ) : (
            proposals.data && (
              <>
                <ul className="mt-4 space-y-3">
                  {proposals.data.data.map((proposal) => (
                    <li key={proposal.id}>
                      <ProposalReviewCard proposal={proposal} budgetType={job.budget.type} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={Math.min(page, proposals.data.pages)}
                  pages={proposals.data.pages}
                  onPageChange={(next) => setState({ page: next === 1 ? '' : next })}
                  label="Proposal pages"
                />
              </>
            )
          )}
        </>
      )}
    </section>
  );
}
