import { DISPUTE_MEDIATION_DAYS, DISPUTE_RESPONSE_DAYS } from '@skillora/shared/dispute-rules';
import { PageShell } from '../../../components/ui/page-shell';
import { usePaymentTerms } from '../api/wallet';

/** /safepay — how escrow and disputes work, with the configured values (issues 15 and 25). */
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
          <li>
            A funded milestone with no work submitted goes back to the client if the freelancer agrees; the
            client may ask for it from the contract page.
          </li>
        </ol>
        <h2 className="mt-8 text-xl font-semibold">When a deal goes wrong: disputes</h2>
        <ul className="mt-3 list-disc space-y-3 pl-5 text-gray-800 dark:text-gray-200">
          <li>
            Either party may dispute a milestone whose money is in escrow, asking for it to be released,
            refunded or split to the cent. While the dispute is open the money is frozen: no approval, refund
            or automatic release moves it, and the automatic-release clock pauses.
          </li>
          <li>
            The other party has {days(DISPUTE_RESPONSE_DAYS)} to answer, and is reminded 72 and 24 hours
            before the deadline. Silence loses: without an answer, the request is granted automatically.
          </li>
          <li>
            Either party may propose a settlement at any time; when the other accepts it, the money moves as
            agreed. Once both have given their side, either may ask an admin to decide, within{' '}
            {days(DISPUTE_MEDIATION_DAYS)}: release, refund or a split, with a written reason both read. The
            decision is final.
          </li>
          <li>
            The party who opened a dispute may withdraw it: the money may move again, and a paused automatic
            release resumes with the time it had left. Disputes cost nothing.
          </li>
        </ul>
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
