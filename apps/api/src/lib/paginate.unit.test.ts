import { describe, expect, it } from 'vitest';
import { pageCount, paginate } from './paginate';

describe('paginate', () => {
  it('counts at least one page, and rounds a partial page up', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });

  it('answers a page list with the query page and the page count', () => {
    expect(paginate.page(['a', 'b'], 7, { page: 2, limit: 5 })).toEqual({
      data: ['a', 'b'],
      total: 7,
      page: 2,
      pages: 2,
    });
  });

  it('answers a cursor list: the extra row means more, and the cursor names the last row shown', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(paginate.cursor(rows, 2, (r) => r.id)).toEqual({ data: [{ id: 1 }, { id: 2 }], nextCursor: 2 });
    expect(paginate.cursor(rows, 3, (r) => r.id)).toEqual({ data: rows, nextCursor: null });
    expect(paginate.cursor([], 3, (r: { id: number }) => r.id)).toEqual({ data: [], nextCursor: null });
  });
});
