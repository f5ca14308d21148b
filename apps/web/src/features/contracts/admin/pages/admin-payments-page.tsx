import { ADMIN_PAGE_SIZE, TRANSFER_KINDS } from '@skillora/shared/constants';
import { useCallback } from 'react';
import { Button } from '../../../../components/ui/button';
import { PagedList } from '../../../../components/ui/paged-list';
import { useDebouncedInput } from '../../../../hooks/use-debounced-input';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { Money } from '../../../../lib/money';
import { pageFrom } from '../../../../lib/pages';
import { FilterSelect, PageHeader, SearchBox } from '../../../admin';
import { StatementForm } from '../../../documents';
import { MoneyFacts } from '../../components/money-facts';
import { useAdminPayments, useLedgerAudit } from '../api/get-admin-money';
import { LedgerTable } from '../components/ledger-table';

const KINDS = [
  { value: '', label: 'All' },
  ...TRANSFER_KINDS.map((k) => ({ value: k, label: k.replace('_', ' ') })),
];
const isKind = (v: string): v is (typeof TRANSFER_KINDS)[number] =>
  (TRANSFER_KINDS as readonly string[]).includes(v);
const DATES = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

/** /admin/payments: every money movement with filters, the platform's totals, and the ledger check. */
export function AdminPaymentsPage() {
  const [state, setState] = useQueryState(['user', 'kind', 'from', 'to', 'page']);
  const commit = useCallback((user: string) => setState({ user: user.trim(), page: '' }), [setState]);
  const [user, setUser] = useDebouncedInput(state.user, commit, 300);
  const kind = isKind(state.kind) ? state.kind : '';
  const payments = useAdminPayments({
    user: state.user,
    kind: kind || undefined,
    from: state.from,
    to: state.to,
    page: pageFrom(state.page),
    limit: ADMIN_PAGE_SIZE,
  });
  const list = usePagedList(payments, state.page, setState);
  // A changed filter starts again from the first page.
  const setFilter = (key: 'kind' | 'from' | 'to') => (value: string) => setState({ [key]: value, page: '' });
  const audit = useLedgerAudit();
  const totals = payments.data?.totals;
  return (
    <>
      <PageHeader title="Payments" subtitle="Every money movement in the ledger.">
        <Button onClick={() => audit.mutate()} disabled={audit.isPending}>
          Check the ledger
        </Button>
      </PageHeader>
      {audit.data && (
        <div role="status" className="mb-4 rounded-lg p-3 text-sm ring-1 ring-gray-300 dark:ring-gray-700">
          {audit.data.data.ok ? (
            <>
              The ledger is consistent: {audit.data.data.transfers} transfers, debits{' '}
              <Money cents={audit.data.data.debitsCents} /> = credits{' '}
              <Money cents={audit.data.data.creditsCents} />.
            </>
          ) : (
            `The ledger has ${audit.data.data.mismatches.length} problem(s): ${audit.data.data.mismatches.join('; ')}`
          )}
        </div>
      )}
      {audit.error && <p role="alert">{errorText(audit.error, 'Failed to check the ledger')}</p>}
      <StatementForm admin />
      {totals && (
        <MoneyFacts
          label="Totals"
          className="mb-6 sm:grid-cols-5"
          facts={[
            ['Held in escrow', totals.inEscrowCents],
            ['Released', totals.releasedCents],
            ['Fees earned', totals.feesCents],
            ['Pending payouts', totals.pendingPayoutsCents],
            ['Paid payouts', totals.paidPayoutsCents],
          ]}
        />
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox value={user} onChange={setUser} label="Search by user" placeholder="User name or email" />
        <FilterSelect label="Kind" value={kind} options={KINDS} onChange={setFilter('kind')} />
        {DATES.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm font-medium">
            {label}
            <input
              type="date"
              value={state[key]}
              onChange={(e) => setFilter(key)(e.target.value)}
              className="rounded-lg border border-gray-300 px-2 py-1 dark:border-gray-700 dark:bg-gray-900"
            />
          </label>
        ))}
      </div>
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <LedgerTable
            rows={rows}
            caption="Money movements"
            emptyText={
              payments.isPending
                ? 'Loading...'
                : payments.error
                  ? errorText(payments.error, 'Failed to load payments')
                  : 'No movements found.'
            }
          />
        )}
      </PagedList>
    </>
  );
}
