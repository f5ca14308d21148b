import { PageShell } from '../../../components/ui/page-shell';
import { usePaymentTerms } from '../api/wallet';

/** /safepay — how escrow works, with the configured values (issue 15). */
export function SafePayPage() {
  const terms = usePaymentTerms().data?.data;
  const days = (n: number | undefined) => (n === undefined ? '…' : `${n} day${n === 1 ? '' : 's'}`);
  return (
    <main id="main">
      <PageShell title="How SafePay works" width="narrow">
        <ol className="list-decimal space-y-3 pl-5 text-gray-800 dark:text-gray-200">
          <li>
            The client hires a freelancer with an offer split into milestones; the freelancer accepts it.
          </li>
          <li>
            Before work on a milestone starts, the client pays it by card. Skillora holds the money in escrow:
            both see it as “Funded — in escrow”.
          </li>
          <li>
            The freelancer submits the work. The client approves it (the money is released) or asks for
            changes.
          </li>
          <li>
            If the client does neither within {days(terms?.autoReleaseDays)} of a submission, the milestone is
            released automatically. The date is shown to both from the moment of submission.
          </li>
          <li>
            Released money is pending for a security hold of {days(terms?.payoutHoldDays)}, then available to
            withdraw.
          </li>
          <li>A funded milestone with no work submitted goes back to the client if the freelancer agrees.</li>
        </ol>
        <p className="mt-6 text-gray-800 dark:text-gray-200">
          Our only fee is {terms?.serviceFeePercent ?? '…'} % of each released milestone, paid by the
          freelancer. Clients pay no marketplace fee. See{' '}
          <a className="font-semibold text-brand-700 underline dark:text-brand-100" href="/fees">
            Fees
          </a>
          .
        </p>
      </PageShell>
    </main>
  );
}
