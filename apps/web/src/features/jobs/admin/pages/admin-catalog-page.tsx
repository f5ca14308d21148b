import type { CatalogItem } from '@skillora/shared';
import { ADMIN_PAGE_SIZE } from '@skillora/shared/constants';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PagedList } from '../../../../components/ui/paged-list';
import { usePagedList } from '../../../../hooks/use-paged-list';
import { useQueryState } from '../../../../hooks/use-query-state';
import { pageFrom, pageOfItems } from '../../../../lib/pages';
import { Icon, PageHeader, SearchBox, useLogError } from '../../../admin';
import { useCatalog } from '../api/get-catalog';
import { useSetCatalogListed } from '../api/set-catalog-listed';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';
import { CatalogNameDialog } from '../components/catalog-name-dialog';
import { CatalogTable } from '../components/catalog-table';

const STATE_KEYS = ['search', 'page'] as const;

/**
 * /admin/job-categories and /admin/skills. A catalog is small (tens to hundreds of names), so the
 * page loads it whole and searches and pages it here; search and page live in the URL.
 */
export function AdminCatalogPage({ kind }: { kind: CatalogKind }) {
  const { title, texts } = CATALOG_CONFIG[kind];
  const { data: items = [], isPending, error } = useCatalog(kind);
  const setListed = useSetCatalogListed(kind);
  const [state, setState] = useQueryState(STATE_KEYS);
  const [dialogTarget, setDialogTarget] = useState<CatalogItem | 'new' | null>(null);
  useLogError(error);

  const matches = useMemo(() => {
    const query = state.search.trim().toLowerCase();
    return query ? items.filter((item) => item.name.toLowerCase().includes(query)) : items;
  }, [items, state.search]);
  const list = usePagedList(
    { data: isPending ? undefined : pageOfItems(matches, pageFrom(state.page), ADMIN_PAGE_SIZE), error },
    state.page,
    setState,
  );

  return (
    <>
      <PageHeader title={title}>
        <Button onClick={() => setDialogTarget('new')}>
          <Icon name="plus" className="size-4" />
          {texts.add}
        </Button>
      </PageHeader>
      <div className="mb-4">
        <SearchBox
          label={texts.search.replace('...', '')}
          placeholder={texts.search}
          value={state.search}
          onChange={(search) => setState({ search, page: '' })}
        />
      </div>
      <PagedList list={list} label="Pagination">
        {(rows) => (
          <CatalogTable
            kind={kind}
            items={rows}
            firstNumber={(list.page - 1) * ADMIN_PAGE_SIZE + 1}
            isLoading={isPending}
            onToggleListed={(item) => setListed.mutate({ id: item._id, isListed: !item.isListed })}
            onEdit={setDialogTarget}
          />
        )}
      </PagedList>
      <CatalogNameDialog
        kind={kind}
        target={dialogTarget}
        onClose={() => setDialogTarget(null)}
        onAdded={() => setState({ page: '' })}
      />
    </>
  );
}
