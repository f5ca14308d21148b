import type { AdminJobRow } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Pagination } from '../../../components/ui/pagination';
import { useDebouncedInput } from '../../../hooks/use-debounced-input';
import { pageFrom, useQueryState } from '../../../hooks/use-query-state';
import { errorText } from '../../../lib/api-client';
import { useAdminJobs } from '../api/get-admin-jobs';
import { setJobListedFallback, useSetJobListed } from '../api/set-job-listed';
import { JobsTable } from '../components/jobs-table';
import { JobsToolbar } from '../components/jobs-toolbar';
import { PageHeader } from '../components/page-header';
import { UnlistJobDialog } from '../components/unlist-job-dialog';
import { useLogError } from '../hooks/use-log-error';
import { apiFilters } from '../job-filters';

const STATE_KEYS = ['search', 'status', 'listing', 'page'] as const;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/jobs: every job in any status, one server page at a time, searched and filtered by the
 * server; search, filters and page live in the URL. An admin unlists a job that breaks the rules.
 */
export function AdminJobsPage() {
  const [state, setState] = useQueryState(STATE_KEYS);
  const filters = apiFilters(state.status, state.listing);
  const page = pageFrom(state.page);
  const commitSearch = useCallback(
    (search: string) => setState({ search: search.trim(), page: '' }),
    [setState],
  );
  const [search, setSearch] = useDebouncedInput(state.search, commitSearch, SEARCH_DEBOUNCE_MS);
  const [toUnlist, setToUnlist] = useState<AdminJobRow | null>(null);

  const { data, isPending, error } = useAdminJobs({
    q: state.search || undefined,
    ...filters,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const setListed = useSetJobListed();
  useLogError(error);

  // A page past the end (after a filter change, an unlisting or a stale link) becomes the last page.
  const pages = data?.pages ?? 1;
  useEffect(() => {
    if (data && page > data.pages) setState({ page: data.pages === 1 ? '' : data.pages });
  }, [data, page, setState]);

  const changeListed = (row: AdminJobRow, isListed: boolean) =>
    setListed.mutate(
      { id: row.id, isListed },
      {
        onSuccess: ({ message }) => {
          setToUnlist(null);
          toast.success(message);
        },
        onError: (err) => toast.error(errorText(err, setJobListedFallback(isListed))),
      },
    );

  return (
    <>
      <PageHeader title="Jobs" subtitle="Every job in any status. Unlist one that breaks the rules." />
      <JobsToolbar
        search={search}
        onSearch={setSearch}
        status={filters.status ?? ''}
        listing={filters.listing ?? ''}
        onFilter={(change) => setState({ ...change, page: '' })}
      />
      <JobsTable
        rows={data?.data ?? []}
        firstNumber={(page - 1) * ADMIN_PAGE_SIZE + 1}
        emptyText={
          isPending
            ? 'Loading...'
            : error && !data
              ? errorText(error, 'Failed to load jobs')
              : 'No jobs found.'
        }
        pendingId={setListed.isPending ? (setListed.variables?.id ?? null) : null}
        onToggleListed={(row) => (row.isListed ? setToUnlist(row) : changeListed(row, true))}
      />
      <Pagination
        page={Math.min(page, pages)}
        pages={pages}
        onPageChange={(next) => setState({ page: next === 1 ? '' : next })}
      />
      <UnlistJobDialog
        job={toUnlist}
        isPending={setListed.isPending}
        onConfirm={(row) => changeListed(row, false)}
        onClose={() => setToUnlist(null)}
      />
    </>
  );
}
