import type { ContractRow } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PagedList } from '../../../../components/ui/paged-list';
import { useDebouncedInput } from '../../../../hooks/use-debounced-input';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { CONTRACT_STATUS_LABELS } from '../../../../lib/labels';
import { Money } from '../../../../lib/money';
import { pageFrom } from '../../../../lib/pages';
import { type AdminColumn, AdminTable, FilterSelect, PageHeader, SearchBox } from '../../../admin';
import { useAdminContracts } from '../api/get-admin-money';

const STATUSES = [
  { value: '', label: 'All' },
  { value: 'active', label: CONTRACT_STATUS_LABELS.active },
  { value: 'ended', label: CONTRACT_STATUS_LABELS.ended },
];

const COLUMNS: AdminColumn<ContractRow>[] = [
  {
    header: 'Title',
    cell: (c) => (
      <Link
        to={`/admin/contracts/${c.id}`}
        className="font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        {c.title}
      </Link>
    ),
  },
  { header: 'Client', cell: (c) => c.client.name },
  { header: 'Freelancer', cell: (c) => c.freelancer.name },
  { header: 'Status', cell: (c) => CONTRACT_STATUS_LABELS[c.status] },
  {
    header: 'Total',
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (c) => <Money cents={c.summary.totalCents} />,
  },
  {
    header: 'In escrow',
    headerClassName: 'text-right',
    cellClassName: 'text-right',
    cell: (c) => <Money cents={c.summary.inEscrowCents} />,
  },
];

/** /admin/contracts: every contract, searched and filtered by the server; state in the URL. */
export function AdminContractsPage() {
  const [state, setState] = useQueryState(['search', 'status', 'page']);
  const commit = useCallback((search: string) => setState({ search: search.trim(), page: '' }), [setState]);
  const [search, setSearch] = useDebouncedInput(state.search, commit, 300);
  const status = state.status === 'active' || state.status === 'ended' ? state.status : '';
  const contracts = useAdminContracts({
    q: state.search,
    status: status || undefined,
    page: pageFrom(state.page),
    limit: ADMIN_PAGE_SIZE,
  });
  const list = usePagedList(contracts, state.page, setState);
  return (
    <>
      <PageHeader
        title="Contracts"
        subtitle="Every contract; open one to read its milestones and ledger history."
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search contracts"
          placeholder="Title, client or freelancer"
        />
        <FilterSelect
          label="Status"
          value={status}
          options={STATUSES}
          onChange={(next) => setState({ status: next, page: '' })}
        />
      </div>
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <AdminTable
            caption="Contracts"
            minWidth="min-w-[48rem]"
            columns={COLUMNS}
            rows={rows}
            rowKey={(c) => c.id}
            emptyText={
              contracts.isPending
                ? 'Loading...'
                : contracts.error
                  ? errorText(contracts.error, 'Failed to load contracts')
                  : 'No contracts found.'
            }
          />
        )}
      </PagedList>
    </>
  );
}
