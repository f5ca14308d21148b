import type { LedgerEntry } from '@skillora/shared';
import { formatMoney } from '@skillora/shared/money';
import {
  Cell,
  HeaderCell,
  MessageRow,
  Row,
  Table,
  TableBody,
  TableHead,
} from '../../../../components/ui/table';
import { formatDate } from '../../../../lib/format';

const KIND_LABELS: Record<LedgerEntry['code'], string> = {
  fund: 'Funded (card → escrow)',
  release: 'Released (escrow → freelancer, pending)',
  fee: 'Service fee (escrow → platform)',
  hold_end: 'Hold ended (pending → available)',
  payout: 'Payout (available → bank)',
  refund: 'Refund (escrow → card)',
};

/** Ledger transfers as rows: when, what, from which account to which, for whom, how much. */
export function LedgerTable({
  rows,
  emptyText,
  caption,
}: {
  rows: LedgerEntry[];
  emptyText: string;
  caption: string;
}) {
  return (
    <Table caption={caption} minWidth="min-w-[48rem]">
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
          <MessageRow columns={5}>{emptyText}</MessageRow>
        ) : (
          rows.map((e) => (
            <Row key={e.id}>
              <Cell>
                <time dateTime={e.at}>{formatDate(e.at)}</time>
              </Cell>
              <Cell>{KIND_LABELS[e.code]}</Cell>
              <Cell>{[e.contractTitle, e.milestoneTitle].filter(Boolean).join(' / ') || '—'}</Cell>
              <Cell>{e.user ?? '—'}</Cell>
              <Cell className="text-right font-semibold">{formatMoney(e.amountCents)}</Cell>
            </Row>
          ))
        )}
      </TableBody>
    </Table>
  );
}
