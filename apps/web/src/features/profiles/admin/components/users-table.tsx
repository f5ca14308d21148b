import type { AdminUserRow } from '@skillora/shared';
import { Link } from 'react-router';
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

type UsersTableProps = {
  caption: string;
  rows: AdminUserRow[];
  serialOf: (index: number) => number;
  isLoading: boolean;
  pendingId: string | null;
  onToggle: (row: AdminUserRow) => void;
};

const joinedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function UsersTable({ caption, rows, serialOf, isLoading, pendingId, onToggle }: UsersTableProps) {
  return (
    // At phone width the table fits the screen: the email goes under the name, SI No and Joined
    // step aside, and the Block switch stays in view.
    <Table caption={caption} minWidth="min-w-0">
      <TableHead>
        <tr>
          <HeaderCell className="hidden w-20 sm:table-cell">SI No</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell className="hidden md:table-cell">Email</HeaderCell>
          <HeaderCell className="hidden lg:table-cell">Joined</HeaderCell>
          <HeaderCell className="w-36 sm:w-40">Action</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {/* The spec uses the clients' text on both pages. */}
        {rows.length === 0 && (
          <MessageRow columns={5}>{isLoading ? 'Loading...' : 'No clients found.'}</MessageRow>
        )}
        {rows.map((row, index) => (
          <Row key={row.id}>
            <Cell className="hidden text-gray-600 tabular-nums sm:table-cell dark:text-gray-400">
              {serialOf(index)}
            </Cell>
            <Cell className="font-medium">
              <Link
                to={`/admin/users/${row.id}`}
                className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
              >
                {row.name}
              </Link>
              <span className="mt-0.5 block text-xs font-normal text-gray-700 md:hidden dark:text-gray-300">
                {row.email}
              </span>
            </Cell>
            <Cell className="hidden text-gray-700 md:table-cell dark:text-gray-300">{row.email}</Cell>
            <Cell className="hidden whitespace-nowrap text-gray-700 lg:table-cell dark:text-gray-300">
              <time dateTime={row.joined}>{joinedFormat.format(new Date(row.joined))}</time>
            </Cell>
            <Cell>
              <LabelledSwitch
                checked={row.active}
                label={`Active: ${row.name}`}
                tooltip={row.active ? 'Block' : 'Unblock'}
                stateText={['Active', 'Blocked']}
                disabled={pendingId === row.id}
                onToggle={() => onToggle(row)}
              />
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
