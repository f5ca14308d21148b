import type { BillingParty, DocumentView } from '@skillora/shared';
import { countryName } from '@skillora/shared/countries';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { PageShell } from '../../../components/ui/page-shell';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { useDocument } from '../api/documents';
import { KIND_LABELS, pdfUrl } from '../words';

/** /<side>/documents/:id: a document as issued, laid out like its PDF. */
export function DocumentPage({ side }: { side: 'client' | 'freelancer' }) {
  const { id = '' } = useParams();
  const doc = useDocument(id);
  const back = { to: `/${side}/documents`, label: 'Documents' };
  if (doc.isPending) return <Spinner label="Loading the document" />;
  if (doc.isError)
    return <LoadError error={doc.error} fallback="Failed to load the document" onRetry={doc.refetch} />;
  const d = doc.data.data;
  return (
    <PageShell
      title={`${KIND_LABELS[d.kind]} ${d.number}`}
      back={back}
      width="narrow"
      actions={
        <a href={pdfUrl(d.id)} download className={buttonClass('secondary')}>
          Download PDF
        </a>
      }
    >
      <article className="rounded-2xl bg-white p-6 ring-1 ring-gray-200 sm:p-8 dark:bg-gray-900 dark:ring-gray-800">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Issued <time dateTime={d.issuedAt}>{formatDate(d.issuedAt)}</time>
          {d.corrects && (
            <>
              {' '}
              · Corrects receipt{' '}
              <Link
                to={`/${side}/documents/${d.corrects.id}`}
                className="font-semibold underline underline-offset-2"
              >
                {d.corrects.number}
              </Link>
            </>
          )}
        </p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <Party heading="From" party={d.issuer} />
          <Party heading={d.kind === 'fee_invoice' ? 'Bill to' : 'To'} party={d.customer} />
        </div>
        <p className="mt-8 font-medium text-gray-900 dark:text-white">{d.description}</p>
        <Amounts doc={d} />
      </article>
    </PageShell>
  );
}

function Party({ heading, party }: { heading: string; party: BillingParty }) {
  const country = party.country.length === 2 ? countryName(party.country) : party.country;
  return (
    <section>
      <h2 className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
        {heading}
      </h2>
      <address className="mt-1 text-sm not-italic text-gray-900 dark:text-gray-100">
        <span className="font-semibold">{party.legalName}</span>
        {party.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{[party.postalCode, party.city].join(' ')}</span>
        <span className="block">{country}</span>
        {party.taxId && <span className="block">Tax ID: {party.taxId}</span>}
      </address>
    </section>
  );
}

function Amounts({ doc }: { doc: DocumentView }) {
  const rows: [string, number][] =
    doc.kind === 'fee_invoice'
      ? [
          ['Released amount', doc.grossCents],
          ['Service fee', doc.feeCents],
          ['Paid to you', doc.grossCents - doc.feeCents],
        ]
      : [[doc.kind === 'receipt' ? 'Amount paid' : 'Amount refunded', doc.grossCents]];
  const total = doc.kind === 'fee_invoice' ? 'Total fee due (deducted from the release)' : 'Total';
  return (
    <dl className="mt-4 divide-y divide-gray-100 text-sm dark:divide-gray-800">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-gray-700 dark:text-gray-300">{label}</dt>
          <dd>
            <Money cents={cents} currency={doc.currency} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 font-semibold text-gray-900 dark:text-white">
        <dt>{total}</dt>
        <dd>
          <Money cents={doc.amountCents} currency={doc.currency} /> {doc.currency}
        </dd>
      </div>
    </dl>
  );
}
