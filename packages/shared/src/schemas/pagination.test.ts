import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { cursorPageOf, pageOf } from './pagination';

const Item = z.object({ id: z.string() });

describe('pageOf', () => {
  it('reads a page of a numbered list', () => {
    const page = { data: [{ id: 'a' }], total: 6, page: 2, pages: 2 };
    expect(pageOf(Item).parse(page)).toEqual(page);
  });

  it('refuses a page without its total', () => {
    expect(pageOf(Item).safeParse({ data: [], page: 1, pages: 1 }).success).toBe(false);
  });
});

describe('cursorPageOf', () => {
  it('reads a slice of a feed with the cursor to ask for next', () => {
    const slice = { data: [{ id: 'a' }, { id: 'b' }], nextCursor: 'b' };
    expect(cursorPageOf(Item).parse(slice)).toEqual(slice);
  });

  it('reads the last slice, whose next cursor is null', () => {
    expect(cursorPageOf(Item).parse({ data: [], nextCursor: null })).toEqual({ data: [], nextCursor: null });
  });

  it('refuses a missing or empty cursor, and items of the wrong shape', () => {
    const schema = cursorPageOf(Item);
    expect(schema.safeParse({ data: [] }).success).toBe(false);
    expect(schema.safeParse({ data: [], nextCursor: '' }).success).toBe(false);
    expect(schema.safeParse({ data: [{ id: 1 }], nextCursor: null }).success).toBe(false);
  });

  it('drops fields the item schema does not know, so nothing unplanned leaks to a client', () => {
    const parsed = cursorPageOf(Item).parse({ data: [{ id: 'a', secret: 'x' }], nextCursor: null });
    expect(parsed.data[0]).toEqual({ id: 'a' });
  });
});
