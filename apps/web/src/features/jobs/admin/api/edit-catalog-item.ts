import type { CatalogItem } from '@skillora/shared';
import { adminCatalogEndpoints } from '@skillora/shared/endpoints/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';
import { catalogQueryKey } from './get-catalog';

export const editCatalogItem = (kind: CatalogKind, id: string, name: string) =>
  callApi(adminCatalogEndpoints[kind].edit, {
    params: { id },
    body: { name },
    fallbackError: CATALOG_CONFIG[kind].fallbacks.edit,
  });

export function useEditCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => editCatalogItem(kind, id, name),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CatalogItem[]>(catalogQueryKey(kind), (items) =>
        items?.map((item) => (item._id === data._id ? data : item)),
      );
    },
  });
}
