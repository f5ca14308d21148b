import { feeOf } from '@skillora/shared/money';
import { PageShell } from '../../../components/ui/page-shell';
import { Money } from '../../../lib/money';
import { usePaymentTerms } from '../api/wallet';

const EXAMPLE_CENTS = 100_000;

/** /fees — our fee against the big marketplaces', with the configured value (issue 15). */
export function FeesPage() {
  const terms = usePaymentTerms().data?.data;
  const fee = terms ? feeOf(EXAMPLE_CENTS, terms.serviceFeeBps) : null;
  return (
    <main id="main">
      <PageShell title="Fees" width="narrow">
        <p className="text-gray-800 dark:text-gray-200">
          Skillora takes {terms?.serviceFeePercent ?? '…'} % of each released milestone from the freelancer,
          rounded down to the cent. Clients pay no marketplace fee. On a <Money cents={EXAMPLE_CENTS} />{' '}
          milestone the freelancer receives {fee === null ? '…' : <Money cents={EXAMPLE_CENTS - fee} />}.
        </p>
        <table className="mt-6 w-full text-left text-sm">
          <caption className="sr-only">Marketplace fees compared</caption>
          <thead>
            <tr>
              <th className="py-2">Marketplace</th>
              <th className="py-2">Freelancer fee</th>
              <th className="py-2">Client fee</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="py-1 font-semibold">Skillora</td>
              <td>{terms?.serviceFeePercent ?? '…'} %</td>
              <td>0 %</td>
            </tr>
            <tr>
              <td className="py-1">Upwork</td>
              <td>10 %</td>
              <td>5 %</td>
            </tr>
            <tr>
              <td className="py-1">Freelancer.com</td>
              <td>10 %</td>
              <td>3 %</td>
            </tr>
            <tr>
              <td className="py-1">Fiverr</td>
              <td>20 %</td>
              <td>5.5 %</td>
            </tr>
          </tbody>
        </table>
        <p className="mt-6 text-gray-800 dark:text-gray-200">
          Payments are held in escrow until milestones are met: see{' '}
          <a className="font-semibold text-brand-700 underline dark:text-brand-100" href="/safepay">
            How SafePay works
          </a>
          .
        </p>
      </PageShell>
    </main>
  );
}
