import type { AdminUserRow } from '@skillora/shared';
import { Link } from 'react-router';
import { formatDate } from '../../../../lib/format';
import { type AdminColumn, AdminTable, LabelledSwitch } from '../../../admin';

type UsersTableProps = {
  caption: string;
  rows: AdminUserRow[];
  serialOf: (index: number) => number;
  isLoading: boolean;
  pendingId: string | null;
  onToggle: (row: AdminUserRow) => void;
};

const COLUMNS: AdminColumn<AdminUserRow>[] = [
  {
    header: 'Name',
    cellClassName: 'font-medium',
    cell: (row) => (
      <>
        <Link
          to={`/admin/users/${row.id}`}
          className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {row.name}
        </Link>
        <span className="mt-0.5 block text-xs font-normal text-gray-700 md:hidden dark:text-gray-300">
          {row.email}
        </span>
      </>
    ),
  },
  {
    header: 'Email',
    headerClassName: 'hidden md:table-cell',
    cellClassName: 'hidden text-gray-700 md:table-cell dark:text-gray-300',
    cell: (row) => row.email,
  },
  {
    header: 'Joined',
    headerClassName: 'hidden lg:table-cell',
    cellClassName: 'hidden whitespace-nowrap text-gray-700 lg:table-cell dark:text-gray-300',
    cell: (row) => <time dateTime={row.joined}>{formatDate(row.joined)}</time>,
  },
];

export function UsersTable({ caption, rows, serialOf, isLoading, pendingId, onToggle }: UsersTableProps) {
  const action: AdminColumn<AdminUserRow> = {
    header: 'Action',
    headerClassName: 'w-36 sm:w-40',
    cell: (row) => (
      <LabelledSwitch
        checked={row.active}
        label={`Active: ${row.name}`}
        tooltip={row.active ? 'Block' : 'Unblock'}
        stateText={['Active', 'Blocked']}
        disabled={pendingId === row.id}
        onToggle={() => onToggle(row)}
      />
    ),
  };
  return (
    // At phone width the table fits the screen: the email goes under the name, SI No and Joined
    // step aside, and the Block switch stays in view.
    <AdminTable
      caption={caption}
      columns={[...COLUMNS, action]}
      rows={rows}
      rowKey={(row) => row.id}
      // The spec uses the clients' text on both pages.
      emptyText={isLoading ? 'Loading...' : 'No clients found.'}
      serialOf={serialOf}
    />
  );
}
