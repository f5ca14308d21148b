import type { ClientRecord as ClientRecordData } from '@skillora/shared';
import { SPENT_BAND_LABELS } from '@skillora/shared/review-rules';
import { ReputationFacts } from './reputation-facts';

const term = 'text-gray-700 dark:text-gray-300';

/**
 * A client's record as a freelancer weighs it (issue 26): payment verified, rating and score, hire
 * rate (jobs with a hire of jobs posted) and total spent as a band.
 */
export function ClientRecord({ record, className = '' }: { record: ClientRecordData; className?: string }) {
  return (
    <div className={className}>
      <p
        className={`text-sm font-semibold ${record.paymentVerified ? 'text-green-800 dark:text-green-300' : 'text-gray-700 dark:text-gray-300'}`}
      >
        <span aria-hidden="true">{record.paymentVerified ? '✓ ' : ''}</span>
        {record.paymentVerified ? 'Payment verified' : 'Payment not verified yet'}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <ReputationFacts reputation={record.reputation} termClass={term} valueClass="font-semibold" />
        <div>
          <dt className={term}>Hire rate</dt>
          <dd className="font-semibold">
            {record.hireRate === null ? 'No jobs yet' : `${record.hireRate}%`}
          </dd>
        </div>
        <div>
          <dt className={term}>Total spent</dt>
          <dd className="font-semibold">{SPENT_BAND_LABELS[record.totalSpentBand]}</dd>
        </div>
      </dl>
    </div>
  );
}
