import { formatMoney } from '@skillora/shared/money';
import { useProposalHints } from '../api/get-proposal-hints';

/**
 * Beside the bid (issue 29): which of the job's skills the profile shows, and what freelancers bid
 * on similar jobs. Hints only: while they load, or if they fail, the form works without them.
 */
export function ProposalHints({ jobId }: { jobId: string }) {
  const { data } = useProposalHints(jobId);
  if (!data || (data.skills.length === 0 && !data.bids)) return null;
  const shown = data.skills.filter((s) => s.onProfile).map((s) => s.name);
  const missing = data.skills.filter((s) => !s.onProfile).map((s) => s.name);
  const { bids } = data;
  const unit = bids?.type === 'hourly' ? ' /hr' : '';
  return (
    <section
      aria-label="Hints for your proposal"
      className="space-y-1 rounded-lg bg-gray-50 p-3 text-sm dark:bg-gray-800/60"
    >
      {data.skills.length > 0 && (
        <p>
          {shown.length > 0
            ? `Your profile shows ${shown.length} of this job's ${data.skills.length} skills: ${shown.join(', ')}.`
            : "Your profile shows none of this job's skills."}
          {missing.length > 0 && ` Not on your profile: ${missing.join(', ')}.`}
        </p>
      )}
      {bids && (
        <p>
          Typical bids on similar jobs: {formatMoney(bids.minCents, 'short')}–
          {formatMoney(bids.maxCents, 'short')}
          {unit} (the middle half of {bids.count} bids).
        </p>
      )}
    </section>
  );
}
