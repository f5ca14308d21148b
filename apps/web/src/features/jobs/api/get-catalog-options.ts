import type { PublicCatalogItem } from '@skillora/shared';
import { catalogEndpoints } from '@skillora/shared/endpoints/catalog';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { jobsKeys } from './query-keys';

const FALLBACK = { categories: 'Failed to load categories', skills: 'Failed to load skills' } as const;

/** GET /api/categories or /api/skills: the listed ones, which a job may use. */
export async function getCatalogOptions(kind: 'categories' | 'skills'): Promise<PublicCatalogItem[]> {
  const { data } = await callApi(catalogEndpoints[kind], { fallbackError: FALLBACK[kind] });
  return data;
}

export function useCatalogOptions(kind: 'categories' | 'skills') {
  return useQuery({
    queryKey: jobsKeys.catalog(kind),
    queryFn: () => getCatalogOptions(kind),
    staleTime: 5 * 60_000,
  });
}
