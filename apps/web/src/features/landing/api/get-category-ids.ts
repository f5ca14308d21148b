import { catalogEndpoints } from '@skillora/shared/endpoints/catalog';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client';

export const getCategories = (signal?: AbortSignal) =>
  callApi(catalogEndpoints.categories, { fallbackError: 'Failed to load categories', signal });

/**
 * The listed categories' ids by lower-cased name, empty until they arrive (or if they never do).
 * A plain fetch rather than TanStack Query: the landing page ships without the query client to stay
 * inside its JavaScript budget.
 */
export function useCategoryIds(): ReadonlyMap<string, string> {
  const [ids, setIds] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    const controller = new AbortController();
    getCategories(controller.signal).then(
      ({ data }) => setIds(new Map(data.map((category) => [category.name.toLowerCase(), category._id]))),
      (err: unknown) => {
        // The tiles still work without ids: they search by the category's name instead.
        if ((err as Error).name !== 'AbortError') console.error(err);
      },
    );
    return () => controller.abort();
  }, []);
  return ids;
}
