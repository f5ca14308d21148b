import type { AdminJobRow } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { useCallback, useState } from 'react';
import { PagedList } from '../../../../components/ui/paged-list';
import { useDebouncedInput } from '../../../../hooks/use-debounced-input';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { errorText } from '../../../../lib/api-client';
import { pageFrom } from '../../../../lib/pages';
import { toast } from '../../../../lib/toast';
import { PageHeader, useLogError } from '../../../admin';
import { useAdminJobs } from '../api/get-admin-jobs';
import { setJobListedFallback, useSetJobListed } from '../api/set-job-listed';
import { JobsTable } from '../components/jobs-table';
import { JobsToolbar } from '../components/jobs-toolbar';
import { UnlistJobDialog } from '../components/unlist-job-dialog';
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

  const jobs = useAdminJobs({
    q: state.search || undefined,
    ...filters,
    page,
    limit: ADMIN_PAGE_SIZE,
  });
  const list = usePagedList(jobs, state.page, setState);
  const setListed = useSetJobListed();
  useLogError(jobs.error);

  const changeListed = (row: AdminJobRow, isListed: boolean, reason?: string) =>
    setListed.mutate(
      { id: row.id, isListed, reason },
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
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <JobsTable
            rows={rows}
            firstNumber={(list.page - 1) * ADMIN_PAGE_SIZE + 1}
            emptyText={
              jobs.isPending
                ? 'Loading...'
                : jobs.error && !jobs.data
                  ? errorText(jobs.error, 'Failed to load jobs')
                  : 'No jobs found.'
            }
            pendingId={setListed.isPending ? (setListed.variables?.id ?? null) : null}
            onToggleListed={(row) => (row.isListed ? setToUnlist(row) : changeListed(row, true))}
          />
        )}
      </PagedList>
      <UnlistJobDialog
        job={toUnlist}
        isPending={setListed.isPending}
        onConfirm={(row, reason) => changeListed(row, false, reason)}
        onClose={() => setToUnlist(null)}
      />
    </>
  );
}
