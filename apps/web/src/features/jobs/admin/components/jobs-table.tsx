import type { AdminJobRow } from '@skillora/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/ui/status-badge';
import {
  Cell,
  HeaderCell,
  MessageRow,
  Row,
  Table,
  TableBody,
  TableHead,
} from '../../../../components/ui/table';
import { LabelledSwitch } from '../../../admin';

type JobsTableProps = {
  rows: AdminJobRow[];
  /** SI No of the first row on this page. */
  firstNumber: number;
  /** What the body says when there is no row (loading, failed, or nothing matches). */
  emptyText: string;
  pendingId: string | null;
  onToggleListed: (row: AdminJobRow) => void;
};

const COLUMNS = 8;
const postedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const muted = 'text-gray-600 dark:text-gray-400';

export function JobsTable({ rows, firstNumber, emptyText, pendingId, onToggleListed }: JobsTableProps) {
  return (
    // The table fits the screen at every width instead of scrolling the Listed switch away: as the
    // screen narrows, Category, Proposals and Posted step aside (the job page has them), then the
    // client and the status move under the title, and SI No goes last.
    <Table caption="Jobs" minWidth="min-w-0">
      <TableHead>
        <tr>
          <HeaderCell className="hidden w-20 sm:table-cell">SI No</HeaderCell>
          <HeaderCell>Title</HeaderCell>
          <HeaderCell className="hidden lg:table-cell">Client</HeaderCell>
          <HeaderCell className="hidden xl:table-cell">Category</HeaderCell>
          <HeaderCell className="hidden md:table-cell">Status</HeaderCell>
          <HeaderCell className="hidden text-right xl:table-cell">Proposals</HeaderCell>
          <HeaderCell className="hidden xl:table-cell">Posted</HeaderCell>
          <HeaderCell className="w-32 sm:w-40">Listed</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <MessageRow columns={COLUMNS}>{emptyText}</MessageRow>}
        {rows.map((row, index) => (
          <Row key={row.id}>
            <Cell className={`hidden tabular-nums sm:table-cell ${muted}`}>{firstNumber + index}</Cell>
            <Cell className="font-medium xl:min-w-56">
              <Link
                to={`/admin/jobs/${row.id}`}
                className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {row.title}
              </Link>
              <span className="mt-1 block text-xs font-normal text-gray-700 lg:hidden dark:text-gray-300">
                <span className="block">{row.client.name}</span>
                <span className={`block ${muted}`}>{row.client.email}</span>
              </span>
              <span className="mt-1.5 block md:hidden">
                <StatusBadge status={row.status} />
              </span>
            </Cell>
            <Cell className="hidden lg:table-cell">
              <span className="block font-medium">{row.client.name}</span>
              <span className={`block text-xs ${muted}`}>{row.client.email}</span>
            </Cell>
            <Cell className="hidden min-w-36 text-gray-700 xl:table-cell dark:text-gray-300">
              {row.category?.name ?? 'No category yet'}
            </Cell>
            <Cell className="hidden md:table-cell">
              <StatusBadge status={row.status} />
            </Cell>
            <Cell className="hidden text-right text-gray-700 tabular-nums xl:table-cell dark:text-gray-300">
              {row.proposalCount}
            </Cell>
            <Cell className="hidden whitespace-nowrap text-gray-700 xl:table-cell dark:text-gray-300">
              {row.publishedAt ? (
                <time dateTime={row.publishedAt}>{postedFormat.format(new Date(row.publishedAt))}</time>
              ) : (
                <span className={muted}>Not posted</span>
              )}
            </Cell>
            <Cell>
              <LabelledSwitch
                checked={row.isListed}
                label={`Listed: ${row.title}`}
                tooltip={row.isListed ? 'Unlist this job' : 'List this job again'}
                stateText={['Listed', 'Unlisted']}
                disabled={pendingId === row.id}
                onToggle={() => onToggleListed(row)}
              />
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
