import type { AdminUserRow } from '@skillora/shared';
import { Cell, HeaderCell, MessageRow, Row, Table, TableBody, TableHead } from '../../../components/ui/table';
import { LabelledSwitch } from './labelled-switch';

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
    <Table caption={caption}>
      <TableHead>
        <tr>
          <HeaderCell className="w-20">SI No</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>Email</HeaderCell>
          <HeaderCell>Joined</HeaderCell>
          <HeaderCell className="w-40">Action</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {/* The spec uses the clients' text on both pages. */}
        {rows.length === 0 && (
          <MessageRow columns={5}>{isLoading ? 'Loading...' : 'No clients found.'}</MessageRow>
        )}
        {rows.map((row, index) => (
          <Row key={row.id}>
            <Cell className="text-gray-600 tabular-nums dark:text-gray-400">{serialOf(index)}</Cell>
            <Cell className="whitespace-nowrap font-medium">{row.name}</Cell>
            <Cell className="whitespace-nowrap text-gray-700 dark:text-gray-300">{row.email}</Cell>
            <Cell className="whitespace-nowrap text-gray-700 dark:text-gray-300">
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
