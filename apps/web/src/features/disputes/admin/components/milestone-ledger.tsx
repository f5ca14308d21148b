import { lazy, Suspense } from 'react';
import { errorText } from '../../../../lib/api-client';
import { loadLedgerTable, useAdminContract } from '../../../contracts';

const LedgerTable = lazy(async () => ({ default: await loadLedgerTable() }));

/** The disputed milestone's ledger transfers, from its contract's history. */
export function MilestoneLedger({ contractId, milestoneId }: { contractId: string; milestoneId: string }) {
  const contract = useAdminContract(contractId);
  if (contract.isPending) return <p className="text-sm">Loading the ledger...</p>;
  if (contract.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorText(contract.error, 'Failed to load the contract')}
      </p>
    );
  const rows = contract.data.data.ledger.filter((e) => e.milestoneId === milestoneId);
  return (
    <Suspense fallback={<p className="text-sm">Loading the ledger...</p>}>
      {/* The table scrolls sideways on a phone and holds nothing focusable: this box does the
          scrolling instead of the table's own, so a keyboard reaches it (the width is the table's). */}
      <section
        aria-label="Ledger history of the milestone"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl"
      >
        <div className="min-w-[48rem]">
          <LedgerTable
            rows={rows}
            caption="Ledger history of the milestone"
            emptyText="No money has moved on this milestone yet."
          />
        </div>
      </section>
    </Suspense>
  );
}
