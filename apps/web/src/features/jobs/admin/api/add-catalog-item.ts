import type { CatalogItem } from '@skillora/shared';
import { adminCatalogEndpoints } from '@skillora/shared/endpoints/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dashboardQueryKey } from '../../../admin';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';
import { catalogQueryKey } from './get-catalog';

export const addCatalogItem = (kind: CatalogKind, name: string) =>
  callApi(adminCatalogEndpoints[kind].add, {
    body: { name },
    fallbackError: CATALOG_CONFIG[kind].fallbacks.add,
  });

export function useAddCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addCatalogItem(kind, name),
    onSuccess: ({ data }) => {
      // The server lists newest first, so the new item goes on top.
      queryClient.setQueryData<CatalogItem[]>(catalogQueryKey(kind), (items) => [data, ...(items ?? [])]);
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
