import type { DocumentSummary } from '@skillora/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageShell } from '../../../components/ui/page-shell';
import { StandardPagedList } from '../../../components/ui/standard-paged-list';
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from '../../../components/ui/table';
import { useUrlPagedList } from '../../../hooks/use-url-list';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';
import { useDocuments } from '../api/documents';
import { StatementForm } from '../components/statement-form';
import { KIND_LABELS, pdfUrl } from '../words';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

/** /client/documents and /freelancer/documents: my receipts, fee invoices and credit notes, and statements. */
export function DocumentsPage({ side }: { side: 'client' | 'freelancer' }) {
  const list = useUrlPagedList(useDocuments);
  return (
    <PageShell title="Documents">
      <StatementForm />
      <StandardPagedList
        list={list}
        label="Documents pages"
        loadingLabel="Loading your documents"
        failedFallback="Failed to load your documents"
        empty={
          <EmptyState
            title="No documents yet"
            description="A receipt for every payment into escrow, an invoice for every service fee and a credit note for every refund appear here."
          />
        }
        noun="document"
      >
        {(rows) => <DocumentsTable rows={rows} side={side} />}
      </StandardPagedList>
    </PageShell>
  );
}

function DocumentsTable({ rows, side }: { rows: DocumentSummary[]; side: string }) {
  return (
    <Table caption="Documents">
      <TableHead>
        <tr>
          <HeaderCell>Number</HeaderCell>
          <HeaderCell>Document</HeaderCell>
          <HeaderCell>Date</HeaderCell>
          <HeaderCell className="text-right">Amount</HeaderCell>
          <HeaderCell>
            <span className="sr-only">Actions</span>
          </HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((d) => (
          <Row key={d.id}>
            <Cell className="font-mono text-xs">{d.number}</Cell>
            <Cell>{KIND_LABELS[d.kind]}</Cell>
            <Cell>
              <time dateTime={d.issuedAt}>{formatDate(d.issuedAt)}</time>
            </Cell>
            <Cell className="text-right">
              <Money cents={d.amountCents} currency={d.currency} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <Link to={`/${side}/documents/${d.id}`} className={linkClass} aria-label={`View ${d.number}`}>
                View
              </Link>{' '}
              ·{' '}
              <a
                href={pdfUrl(d.id)}
                download
                className={linkClass}
                aria-label={`Download PDF of ${d.number}`}
              >
                Download PDF
              </a>
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
