import { useCallback, useEffect } from 'react';
import { type Paged, pageAfterEnd, pageFrom, pageParam } from '../lib/pages';

/** What a list page knows of its data: a TanStack query result fits, so does a list cut in the browser. */
export type PagedSource<T> = {
  data: Paged<T> | undefined;
  error?: unknown;
  isPending?: boolean;
  /** The previous page's rows, shown while the next one loads. */
  isPlaceholderData?: boolean;
  refetch?: () => unknown;
};

export type PagedList<T> = {
  /** The page on screen: the one asked for, or the last one while the policy moves there. */
  page: number;
  pages: number;
  data: Paged<T> | undefined;
  error: unknown;
  isPending: boolean;
  isStale: boolean;
  retry: () => void;
  setPage: (page: number) => void;
};

/**
 * A numbered list whose page lives in the URL (`?page=`, read from `pageText`, written through
 * `setQuery`, which replaces the history entry). One policy for a page past the end, whichever list:
 * go to the last page (lib/pages.ts, pageAfterEnd).
 */
export function usePagedList<T>(
  source: PagedSource<T>,
  pageText: string,
  setQuery: (change: { page: number | '' }) => void,
): PagedList<T> {
  const requested = pageFrom(pageText);
  const { data, isPlaceholderData = false } = source;
  const setPage = useCallback((page: number) => setQuery({ page: pageParam(page) }), [setQuery]);

  // Placeholder rows belong to the previous query (another filter): they say nothing of this one's end.
  const lastPage = data && !isPlaceholderData ? pageAfterEnd(requested, data.pages) : null;
  useEffect(() => {
    if (lastPage !== null) setPage(lastPage);
  }, [lastPage, setPage]);

  const pages = data?.pages ?? 1;
  return {
    page: Math.min(requested, pages),
    pages,
    data,
    error: source.error ?? null,
    isPending: source.isPending ?? data === undefined,
    isStale: isPlaceholderData,
    retry: () => void source.refetch?.(),
    setPage,
  };
}
