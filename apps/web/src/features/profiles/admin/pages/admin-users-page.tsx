import type { AdminUserRow } from '@skillora/shared';
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
import { useUsers } from '../api/get-users';
import { useSetUserBlocked } from '../api/set-user-blocked';
import { BlockUserDialog } from '../components/block-user-dialog';
import { UsersTable } from '../components/users-table';
import { UsersToolbar } from '../components/users-toolbar';
import { apiSort, serialNumber } from '../users-sort';

const STATE_KEYS = ['search', 'sort', 'order', 'page'] as const;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/clients and /admin/freelancers: one server page at a time (these lists grow to hundreds
 * of thousands), searched and sorted by the server; search, sort, order and page live in the URL.
 */
export function AdminUsersPage({ userRole }: { userRole: 'client' | 'freelancer' }) {
  const noun = userRole === 'client' ? 'clients' : 'freelancers';
  const [state, setState] = useQueryState(STATE_KEYS);
  const choice = { sort: state.sort, order: state.order || 'asc' };
  const page = pageFrom(state.page);
  const commitSearch = useCallback(
    (search: string) => setState({ search: search.trim(), page: '' }),
    [setState],
  );
  const [search, setSearch] = useDebouncedInput(state.search, commitSearch, SEARCH_DEBOUNCE_MS);
  const [toBlock, setToBlock] = useState<AdminUserRow | null>(null);
  const [blockError, setBlockError] = useState('');

  const users = useUsers({
    role: userRole,
    search: state.search,
    page,
    limit: ADMIN_PAGE_SIZE,
    ...apiSort(choice),
  });
  const list = usePagedList(users, state.page, setState);
  const setBlocked = useSetUserBlocked();
  useLogError(users.error);

  const closeBlock = () => {
    setToBlock(null);
    setBlockError('');
  };
  /** `reason` null unblocks (no confirmation); a block's refusal shows in its dialog. */
  const changeStatus = (row: AdminUserRow, reason: string | null) =>
    setBlocked.mutate(
      { id: row.id, reason },
      {
        onSuccess: closeBlock,
        onError: (err) =>
          reason === null
            ? toast.error(errorText(err, 'Failed to unblock user'))
            : setBlockError(errorText(err, 'Failed to block user')),
      },
    );

  return (
    <>
      <PageHeader title={userRole === 'client' ? 'Clients' : 'Freelancers'} />
      <UsersToolbar
        noun={noun}
        search={search}
        onSearch={setSearch}
        sort={state.sort}
        order={choice.order}
        onSort={(change) => setState({ ...change, page: '' })}
      />
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <UsersTable
            caption={userRole === 'client' ? 'Clients' : 'Freelancers'}
            rows={rows}
            serialOf={(index) =>
              serialNumber(choice, index, (list.page - 1) * ADMIN_PAGE_SIZE, users.data?.total ?? 0)
            }
            isLoading={users.isPending}
            pendingId={setBlocked.isPending ? (setBlocked.variables?.id ?? null) : null}
            onToggle={(row) => (row.active ? setToBlock(row) : changeStatus(row, null))}
          />
        )}
      </PagedList>
      <BlockUserDialog
        user={toBlock}
        isPending={setBlocked.isPending}
        error={blockError}
        onConfirm={changeStatus}
        onClose={closeBlock}
      />
    </>
  );
}
