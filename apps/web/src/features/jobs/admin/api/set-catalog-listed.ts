import type { CatalogItem } from '@skillora/shared';
import { adminCatalogEndpoints } from '@skillora/shared/endpoints/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { dashboardQueryKey } from '../../../admin';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';
import { catalogQueryKey } from './get-catalog';

/** PUT list-… or unlist-…: the two calls behind the one list/unlist switch. */
export function setCatalogListed(kind: CatalogKind, id: string, isListed: boolean) {
  const { fallbacks } = CATALOG_CONFIG[kind];
  const endpoints = adminCatalogEndpoints[kind];
  return callApi(isListed ? endpoints.list : endpoints.unlist, {
    params: { id },
    fallbackError: isListed ? fallbacks.list : fallbacks.unlist,
  });
}

type Variables = { id: string; isListed: boolean };

/** The switch flips at once; a failure puts it back and, as the spec says, is only logged. */
export function useSetCatalogListed(kind: CatalogKind) {
  const queryClient = useQueryClient();
  const key = catalogQueryKey(kind);
  const patch = ({ id, isListed }: Variables) =>
    queryClient.setQueryData<CatalogItem[]>(key, (items) =>
      items?.map((item) => (item._id === id ? { ...item, isListed } : item)),
    );
  return useMutation({
    mutationFn: ({ id, isListed }: Variables) => setCatalogListed(kind, id, isListed),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      patch(variables);
    },
    onError: (err, variables) => {
      console.error(err);
      patch({ ...variables, isListed: !variables.isListed });
    },
    onSuccess: ({ data }) => patch({ id: data._id, isListed: data.isListed }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
