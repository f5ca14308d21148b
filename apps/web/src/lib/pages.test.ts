import { describe, expect, it } from 'vitest';
import { pageAfterEnd, pageFrom, pageOfItems, pageParam } from './pages';

describe('pageFrom', () => {
  it('reads a positive page number from the URL', () => {
    expect(pageFrom('3')).toBe(3);
  });

  it('reads anything else as page 1', () => {
    for (const text of ['', '0', '-2', 'abc', 'NaN']) expect(pageFrom(text)).toBe(1);
  });
});

describe('pageParam', () => {
  it('leaves page 1 out of the URL', () => {
    expect(pageParam(1)).toBe('');
    expect(pageParam(2)).toBe(2);
  });
});

describe('pageAfterEnd (the one policy for a page past the end)', () => {
  it('leaves a page within the list alone', () => {
    expect(pageAfterEnd(1, 1)).toBeNull();
    expect(pageAfterEnd(3, 4)).toBeNull();
  });

  it('sends a page past the end to the last page', () => {
    expect(pageAfterEnd(5, 3)).toBe(3);
  });

  it('sends any page of an empty list to page 1', () => {
    expect(pageAfterEnd(2, 0)).toBe(1);
  });
});

describe('pageOfItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('cuts a list into pages of the given size', () => {
    expect(pageOfItems(items, 2, 5)).toEqual({ data: ['f', 'g'], total: 7, page: 2, pages: 2 });
  });

  it('shows the last page for a page past the end', () => {
    expect(pageOfItems(items, 9, 5).page).toBe(2);
  });

  it('keeps one empty page for an empty list ("Page 1 of 1")', () => {
    expect(pageOfItems([], 1, 5)).toEqual({ data: [], total: 0, page: 1, pages: 1 });
  });
});
