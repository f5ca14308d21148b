import { Cell, HeaderCell, MessageRow, Row, Table, TableBody, TableHead } from '../../../components/ui/table';
import { formatDate } from '../../../lib/format';
import { Money } from '../../../lib/money';

/** One ledger movement, as the wallet's history and the admins' ledger both have it. */
export type LedgerRow = { id: string; at: string; code: string; amountCents: number };

type Words<R extends LedgerRow> = {
  rows: readonly R[];
  /** The reader's words for each movement (a freelancer's wallet and an admin say it differently). */
  labels: Readonly<Record<string, string>>;
};

type Layout<R extends LedgerRow> =
  | {
      /** The wallet's history: one line per movement, what it was for after the date and label. */
      layout: 'list';
      /** What the line adds after its label (the milestone, the fee taken), each part after a dot. */
      details: (row: R) => readonly (string | null)[];
    }
  | {
      /** The admins' ledger: a table with the contract and milestone, and whose money it was. */
      layout: 'table';
      caption: string;
      emptyText: string;
      subject: (row: R) => string;
      user: (row: R) => string;
    };

/**
 * Ledger movements as rows: when, what, for what, how much. The wallet's history and the admins'
 * ledgers are this one component, in a list or in a table.
 */
export function LedgerRows<R extends LedgerRow>(props: Words<R> & Layout<R>) {
  const { rows, labels } = props;
  const labelOf = (row: R) => labels[row.code] ?? row.code;
  const dateOf = (row: R) => <time dateTime={row.at}>{formatDate(row.at)}</time>;
  if (props.layout === 'list') {
    return (
      <ul className="mt-3 divide-y divide-gray-200 text-sm dark:divide-gray-800">
        {rows.map((row) => (
          <li key={row.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              {dateOf(row)} · {labelOf(row)}
              {props
                .details(row)
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </span>
            <Money cents={row.amountCents} className="font-semibold" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table caption={props.caption} minWidth="min-w-[48rem]">
      <TableHead>
        <tr>
          <HeaderCell>Date</HeaderCell>
          <HeaderCell>Movement</HeaderCell>
          <HeaderCell>Contract / milestone</HeaderCell>
          <HeaderCell>User</HeaderCell>
          <HeaderCell className="text-right">Amount</HeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <MessageRow columns={5}>{props.emptyText}</MessageRow>
        ) : (
          rows.map((row) => (
            <Row key={row.id}>
              <Cell>{dateOf(row)}</Cell>
              <Cell>{labelOf(row)}</Cell>
              <Cell>{props.subject(row)}</Cell>
              <Cell>{props.user(row)}</Cell>
              <Cell className="text-right font-semibold">
                <Money cents={row.amountCents} />
              </Cell>
            </Row>
          ))
        )}
      </TableBody>
    </Table>
  );
}
