import type { ReactNode } from 'react';
import { Cell, HeaderCell, MessageRow, Row, Table, TableBody, TableHead } from '../../../components/ui/table';

export type AdminColumn<T> = {
  header: ReactNode;
  /** Responsive hiding, width and alignment of the column's header. */
  headerClassName?: string;
  cellClassName?: string;
  cell: (row: T, index: number) => ReactNode;
};

type AdminTableProps<T> = {
  caption: string;
  /** The table's own minimum width; the admin tables fit the screen by hiding columns instead. */
  minWidth?: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** What the body says when there is no row (loading, failed, or nothing matches). */
  emptyText: ReactNode;
  /** Numbers the rows in a first "SI No" column; the number can run backwards with the sort. */
  serialOf?: (index: number) => number;
};

// At phone width SI No steps aside, so the columns that matter and the row's actions fit the screen.
const serialColumn = <T,>(serialOf: (index: number) => number): AdminColumn<T> => ({
  header: 'SI No',
  headerClassName: 'hidden w-20 sm:table-cell',
  cellClassName: 'hidden text-gray-600 tabular-nums sm:table-cell dark:text-gray-400',
  cell: (_row, index) => serialOf(index),
});

/** One admin list as a table: a header row from the columns, a message row when empty, a row per item. */
export function AdminTable<T>({
  caption,
  minWidth = 'min-w-0',
  columns,
  rows,
  rowKey,
  emptyText,
  serialOf,
}: AdminTableProps<T>) {
  const all = serialOf ? [serialColumn<T>(serialOf), ...columns] : columns;
  return (
    <Table caption={caption} minWidth={minWidth}>
      <TableHead>
        <tr>
          {all.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
            <HeaderCell key={i} className={column.headerClassName}>
              {column.header}
            </HeaderCell>
          ))}
        </tr>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <MessageRow columns={all.length}>{emptyText}</MessageRow>}
        {rows.map((row, index) => (
          <Row key={rowKey(row)}>
            {all.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
              <Cell key={i} className={column.cellClassName}>
                {column.cell(row, index)}
              </Cell>
            ))}
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
