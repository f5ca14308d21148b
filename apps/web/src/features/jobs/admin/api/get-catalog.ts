import type { CatalogItem, CatalogListResponse } from '@skillora/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { CATALOG_CONFIG, type CatalogKind } from '../catalog-config';

export const catalogQueryKey = (kind: CatalogKind) => ['admin', kind] as const;

export async function getCatalog(kind: CatalogKind): Promise<CatalogItem[]> {
  const { paths, fallbacks } = CATALOG_CONFIG[kind];
  const { data } = await apiRequest<CatalogListResponse>(paths.get, { fallbackError: fallbacks.load });
  return data;
}

/** Every category (or skill), listed or not; the page searches and pages it in the browser. */
export function useCatalog(kind: CatalogKind) {
  return useQuery({ queryKey: catalogQueryKey(kind), queryFn: () => getCatalog(kind) });
}
