import type { AdminJobRow } from '@skillora/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Cell, HeaderCell, MessageRow, Row, Table, TableBody, TableHead } from '../../../components/ui/table';
import { LabelledSwitch } from './labelled-switch';

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
    // Empty, the table keeps to the page's width: a scrolling region needs something to focus
    // (axe: scrollable-region-focusable), and only rows bring the switches.
    <Table caption="Jobs" minWidth={rows.length > 0 ? 'min-w-[64rem]' : 'min-w-0'}>
      <TableHead>
        <tr>
          <HeaderCell className="w-20">SI No</HeaderCell>
          <HeaderCell>Title</HeaderCell>
          <HeaderCell>Client</HeaderCell>
          <HeaderCell>Category</HeaderCell>
          <HeaderCell>Status</HeaderCell>
          <HeaderCell className="text-right">Proposals</HeaderCell>
          <HeaderCell>Posted</HeaderCell>
          <HeaderCell className="w-40">Listed</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <MessageRow columns={COLUMNS}>{emptyText}</MessageRow>}
        {rows.map((row, index) => (
          <Row key={row.id}>
            <Cell className={`tabular-nums ${muted}`}>{firstNumber + index}</Cell>
            <Cell className="min-w-56 max-w-sm font-medium break-words">
              <Link
                to={`/admin/jobs/${row.id}`}
                className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {row.title}
              </Link>
            </Cell>
            <Cell>
              <span className="block whitespace-nowrap font-medium">{row.client.name}</span>
              <span className={`block whitespace-nowrap text-xs ${muted}`}>{row.client.email}</span>
            </Cell>
            <Cell className="whitespace-nowrap text-gray-700 dark:text-gray-300">
              {row.category?.name ?? 'No category yet'}
            </Cell>
            <Cell>
              <StatusBadge status={row.status} />
            </Cell>
            <Cell className="text-right text-gray-700 tabular-nums dark:text-gray-300">
              {row.proposalCount}
            </Cell>
            <Cell className="whitespace-nowrap text-gray-700 dark:text-gray-300">
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
