import type { GetJobResponse } from '@skillora/shared';
import type { Role } from '@skillora/shared/constants';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ApplyCard } from './apply-card';

const card = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';
const note = 'mt-3 text-sm text-gray-700 dark:text-gray-300';

type Props = { job: GetJobResponse['data']; role: Role | null };

/**
 * Beside a job on the public page, what this viewer can do next: a visitor logs in to apply, a
 * freelancer applies (or reads their proposal) in their own area, the owner manages it in hers.
 * A job that takes no proposals offers nothing to apply to.
 */
export function PublicJobActions({ job, role }: Props) {
  const navigate = useNavigate();
  const areaPath = `/freelancer/jobs/${job.id}`;
  if (job.isMine) {
    return (
      <section aria-label="Your job" className={card}>
        <p className="font-semibold text-gray-900 dark:text-white">You posted this job</p>
        <Link to={`/client/jobs/${job.id}`} className={buttonClass('secondary', 'mt-4 min-h-11 w-full')}>
          Manage this job
        </Link>
      </section>
    );
  }
  if (role === 'freelancer' && (job.status === 'open' || job.myProposal)) {
    return (
      <section aria-label="Apply" className={card}>
        <Link to={areaPath} className={buttonClass('primary', 'min-h-11 w-full')}>
          {job.myProposal ? 'View your proposal' : 'Apply now'}
        </Link>
        {!job.myProposal && <p className={note}>You send your proposal from your freelancer area.</p>}
      </section>
    );
  }
  if (role === null && job.status === 'open') {
    return <ApplyCard onApply={() => navigate('/login', { state: { from: areaPath } })} />;
  }
  return null;
}
