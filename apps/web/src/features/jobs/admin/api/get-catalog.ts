import type { CatalogItem } from '@skillora/shared';
import { adminCatalogEndpoints } from '@skillora/shared/endpoints/admin-catalog';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';

export const catalogQueryKey = (kind: CatalogKind) => ['admin', kind] as const;

export async function getCatalog(kind: CatalogKind): Promise<CatalogItem[]> {
  const { data } = await callApi(adminCatalogEndpoints[kind].get, {
    fallbackError: CATALOG_CONFIG[kind].fallbacks.load,
  });
  return data;
}

/** Every category (or skill), listed or not; the page searches and pages it in the browser. */
export function useCatalog(kind: CatalogKind) {
  return useQuery({ queryKey: catalogQueryKey(kind), queryFn: () => getCatalog(kind) });
}
