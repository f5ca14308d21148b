import type { MyProposalRow } from '@skillora/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { formatBid, Money } from '../../../lib/money';

/** My proposals, one row each; a job no longer open is named but not linked (its page would be a 404). */
export function MyProposalsTable({ rows }: { rows: MyProposalRow[] }) {
  return (
    <Table caption="My proposals">
      <TableHead>
        <tr>
          <HeaderCell>Job</HeaderCell>
          <HeaderCell>Bid</HeaderCell>
          <HeaderCell>Status</HeaderCell>
          <HeaderCell>Sent</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const isJobOpen = row.job.status === 'open' && row.job.isListed;
          return (
            <Row key={row.id}>
              <Cell className="font-medium">
                {isJobOpen ? (
                  <Link
                    to={`/freelancer/jobs/${row.job.id}`}
                    className="text-brand-700 hover:underline dark:text-brand-100"
                  >
                    {row.job.title}
                  </Link>
                ) : (
                  <>
                    {row.job.title}
                    <span className="ml-2 text-xs font-normal text-gray-700 dark:text-gray-300">
                      (no longer available)
                    </span>
                  </>
                )}
              </Cell>
              <Cell>
                <Money>{formatBid(row.bidCents, row.job.budget?.type ?? 'fixed')}</Money>
              </Cell>
              <Cell>
                <StatusBadge status={row.status} />
              </Cell>
              <Cell className="whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}
