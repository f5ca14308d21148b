import type { LedgerEntry } from '@skillora/shared';
import { LedgerRows } from '../../components/ledger-rows';

const KIND_LABELS: Record<LedgerEntry['code'], string> = {
  fund: 'Funded (card → escrow)',
  release: 'Released (escrow → freelancer, pending)',
  fee: 'Service fee (escrow → platform)',
  hold_end: 'Hold ended (pending → available)',
  payout: 'Payout (available → bank)',
  refund: 'Refund (escrow → card)',
  payout_return: 'Payout returned (bank → available)',
  escrow_split: 'Split (escrow → escrow, the undisputed rest of a week)',
};

/** Ledger transfers as an admin reads them: from which account to which, for which contract, for whom. */
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
    <LedgerRows
      layout="table"
      rows={rows}
      labels={KIND_LABELS}
      caption={caption}
      emptyText={emptyText}
      subject={(e) => [e.contractTitle, e.milestoneTitle].filter(Boolean).join(' / ') || '—'}
      user={(e) => e.user ?? '—'}
    />
  );
}
