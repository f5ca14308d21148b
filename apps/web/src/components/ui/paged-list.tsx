import { type ReactNode, useRef } from 'react';
import type { PagedList as PagedListState } from '../../hooks/use-paged-list';
import { Pagination } from './pagination';

type PagedListProps<T> = {
  list: PagedListState<T>;
  /** Names the Previous / Next navigation, e.g. "My jobs pages". */
  label: string;
  /** Shown instead of the rows while the first page loads; without it the rows render empty. */
  loading?: ReactNode;
  /** Shown instead of the rows when the list could not load; without it the rows render empty. */
  failed?: (error: unknown) => ReactNode;
  /** Shown instead of the rows (and the pages) when the list has none at all. */
  empty?: ReactNode;
  /** A line above the rows, e.g. "12 jobs". */
  summary?: (total: number) => ReactNode;
  children: (rows: T[]) => ReactNode;
};

/**
 * The rows of a numbered list and its Previous / 'Page X of Y' / Next. A page change brings the top
 * of the list back into view when it was scrolled past, so the new rows are what the user sees.
 */
export function PagedList<T>({ list, label, loading, failed, empty, summary, children }: PagedListProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  const { data } = list;
  if (!data && list.isPending && loading !== undefined) return loading;
  // Placeholder rows are another query's: this one's failure shows instead of them.
  if ((!data || list.isStale) && list.error && failed) return failed(list.error);
  if (data && data.total === 0 && empty !== undefined) return empty;

  const changePage = (page: number) => {
    list.setPage(page);
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) top.current?.scrollIntoView();
  };
  return (
    <div ref={top} className="scroll-mt-20">
      {data && summary?.(data.total)}
      {children(data?.data ?? [])}
      <Pagination page={list.page} pages={list.pages} onPageChange={changePage} label={label} />
    </div>
  );
}
