import type { Dispute } from '@skillora/shared';
import { DISPUTE_REASON_LABELS } from '@skillora/shared/dispute-rules';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { byWhom, DISPUTE_STATUS_LABELS, DISPUTE_STEP_LABELS, deadlineOwner } from './dispute-words';

const split = (d: Dispute, s: { releaseCents: number; refundCents: number }) => (
  <>
    <Money cents={s.releaseCents} currency={d.currency} /> released to the freelancer,{' '}
    <Money cents={s.refundCents} currency={d.currency} /> refunded to the client
  </>
);

/** A dispute's state, what was asked, the next deadline or how it ended, and every step with its time. */
export function DisputeSummary({ dispute: d }: { dispute: Dispute }) {
  return (
    <section aria-label="Dispute" className="space-y-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Status</dt>
          <dd className="font-semibold">{DISPUTE_STATUS_LABELS[d.status]}</dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">In dispute</dt>
          <dd className="font-semibold">
            <Money cents={d.heldCents} currency={d.currency} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Reason</dt>
          <dd>
            {DISPUTE_REASON_LABELS[d.reason]} ({byWhom(d.openerSide)})
          </dd>
        </div>
        <div>
          <dt className="text-gray-700 dark:text-gray-300">Asked for</dt>
          <dd>{split(d, d.requested)}</dd>
        </div>
      </dl>
      {d.nextDeadline && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {deadlineOwner(d.nextDeadline.of)}{' '}
          <time dateTime={d.nextDeadline.at}>{formatDateTime(d.nextDeadline.at)}</time>
          {d.status === 'awaiting_response' && '. Without an answer, the request is granted.'}
        </p>
      )}
      {d.outcome && (
        <p
          role="status"
          className="rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          Settled{' '}
          {d.outcome.by === 'admin'
            ? 'by an admin'
            : d.outcome.by === 'no_response'
              ? 'as asked: there was no answer in time'
              : 'by agreement'}
          : {split(d, d.outcome)}.{d.outcome.reason && <> Reason: {d.outcome.reason}</>}
        </p>
      )}
      <div>
        <h2 className="text-lg font-semibold">Steps</h2>
        <ol className="mt-2 space-y-3 text-sm">
          {d.steps.map((s) => (
            <li
              key={`${s.at}-${s.kind}`}
              className="rounded-lg bg-white p-3 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
            >
              <p>
                <time dateTime={s.at}>{formatDateTime(s.at)}</time> —{' '}
                <strong>{DISPUTE_STEP_LABELS[s.kind]}</strong> {byWhom(s.by)}
                {s.releaseCents !== null && s.refundCents !== null && s.kind !== 'opened' && (
                  <>: {split(d, { releaseCents: s.releaseCents, refundCents: s.refundCents })}</>
                )}
              </p>
              {s.statement && <p className="mt-1 whitespace-pre-line">{s.statement}</p>}
              {s.files.length > 0 && (
                <ul aria-label="Evidence" className="mt-1 space-y-1">
                  {s.files.map((f) => (
                    <li key={f.id}>
                      <a href={f.url} download={f.name} className="underline underline-offset-2">
                        {f.name}
                      </a>{' '}
                      ({formatFileSize(f.byteSize)})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
