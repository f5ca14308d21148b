/**
 * The one list primitive's server half: a page list (`{ data, total, page, pages }`, for tables) or
 * a cursor list (`{ data, nextCursor }`, for feeds), the shapes of `pageOf` / `cursorPageOf` in
 * packages/shared.
 */

/** How many pages a list has; an empty list still has one ("Page 1 of 1"). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

export const paginate = {
  page: <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
    data: rows,
    total,
    page: query.page,
    pages: pageCount(total, query.limit),
  }),

  /**
   * `rows` fetched with `limit + 1`: the extra row only tells that there is more, and the cursor
   * names the last row shown.
   */
  cursor: <T, C>(rows: T[], limit: number, cursorOf: (row: T) => C) => {
    const data = rows.slice(0, limit);
    const last = data.at(-1);
    return { data, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
  },
};
