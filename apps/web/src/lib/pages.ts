/** One page of a numbered list, as the API's `pageOf` schemas send it. */
export type Paged<T> = { data: T[]; total: number; page: number; pages: number };

/** A 1-based page number from the URL; anything else is page 1. */
export function pageFrom(value: string): number {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** The URL value of a page: page 1 is the list's plain address (no `?page=1`). */
export const pageParam = (page: number): number | '' => (page > 1 ? page : '');

/**
 * The one policy for a page past the end (a stale link, the last row of the last page removed, a
 * narrower filter): the list goes to its last page. Null when `page` is within the list.
 */
export function pageAfterEnd(page: number, pages: number): number | null {
  return page > pages ? Math.max(1, pages) : null;
}

/** A whole list cut into pages in the browser, for lists the server sends at once (the catalogs). */
export function pageOfItems<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(page, pages);
  return {
    data: items.slice((shown - 1) * size, shown * size),
    total: items.length,
    page: shown,
    pages,
  };
}
