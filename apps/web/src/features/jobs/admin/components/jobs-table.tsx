import type { AdminJobRow } from '@skillora/shared';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatDate } from '../../../../lib/format';
import { type AdminColumn, AdminTable, LabelledSwitch } from '../../../admin';

type JobsTableProps = {
  rows: AdminJobRow[];
  /** SI No of the first row on this page. */
  firstNumber: number;
  /** What the body says when there is no row (loading, failed, or nothing matches). */
  emptyText: string;
  pendingId: string | null;
  onToggleListed: (row: AdminJobRow) => void;
};

const muted = 'text-gray-600 dark:text-gray-400';
const soft = 'text-gray-700 dark:text-gray-300';

const COLUMNS: AdminColumn<AdminJobRow>[] = [
  {
    header: 'Title',
    cellClassName: 'font-medium xl:min-w-56',
    cell: (row) => (
      <>
        <Link
          to={`/admin/jobs/${row.id}`}
          className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {row.title}
        </Link>
        <span className={`mt-1 block text-xs font-normal lg:hidden ${soft}`}>
          <span className="block">{row.client.name}</span>
          <span className={`block ${muted}`}>{row.client.email}</span>
        </span>
        <span className="mt-1.5 block md:hidden">
          <StatusBadge status={row.status} />
        </span>
      </>
    ),
  },
  {
    header: 'Client',
    headerClassName: 'hidden lg:table-cell',
    cellClassName: 'hidden lg:table-cell',
    cell: (row) => (
      <>
        <span className="block font-medium">{row.client.name}</span>
        <span className={`block text-xs ${muted}`}>{row.client.email}</span>
      </>
    ),
  },
  {
    header: 'Category',
    headerClassName: 'hidden xl:table-cell',
    cellClassName: `hidden min-w-36 xl:table-cell ${soft}`,
    cell: (row) => row.category?.name ?? 'No category yet',
  },
  {
    header: 'Status',
    headerClassName: 'hidden md:table-cell',
    cellClassName: 'hidden md:table-cell',
    cell: (row) => <StatusBadge status={row.status} />,
  },
  {
    header: 'Proposals',
    headerClassName: 'hidden text-right xl:table-cell',
    cellClassName: `hidden text-right tabular-nums xl:table-cell ${soft}`,
    cell: (row) => row.proposalCount,
  },
  {
    header: 'Posted',
    headerClassName: 'hidden xl:table-cell',
    cellClassName: `hidden whitespace-nowrap xl:table-cell ${soft}`,
    cell: (row) =>
      row.publishedAt ? (
        <time dateTime={row.publishedAt}>{formatDate(row.publishedAt)}</time>
      ) : (
        <span className={muted}>Not posted</span>
      ),
  },
];

export function JobsTable({ rows, firstNumber, emptyText, pendingId, onToggleListed }: JobsTableProps) {
  const listed: AdminColumn<AdminJobRow> = {
    header: 'Listed',
    headerClassName: 'w-32 sm:w-40',
    cell: (row) => (
      <LabelledSwitch
        checked={row.isListed}
        label={`Listed: ${row.title}`}
        tooltip={row.isListed ? 'Unlist this job' : 'List this job again'}
        stateText={['Listed', 'Unlisted']}
        disabled={pendingId === row.id}
        onToggle={() => onToggleListed(row)}
      />
    ),
  };
  return (
    // The table fits the screen at every width instead of scrolling the Listed switch away: as the
    // screen narrows, Category, Proposals and Posted step aside (the job page has them), then the
    // client and the status move under the title, and SI No goes last.
    <AdminTable
      caption="Jobs"
      columns={[...COLUMNS, listed]}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
      serialOf={(index) => firstNumber + index}
    />
  );
}
