import { describe, expect, it } from 'vitest';
import { mean, ndcgAt, precisionAt } from './metrics';

const grades = new Map([
  ['a', 2],
  ['b', 1],
  ['c', 1],
]);

describe('ndcgAt', () => {
  it('is 1 for the ideal order and for ties among equal grades', () => {
    expect(ndcgAt(['a', 'b', 'c', 'x'], grades, 10)).toBe(1);
    expect(ndcgAt(['a', 'c', 'b'], grades, 10)).toBe(1);
  });

  it('is 0 when nothing relevant is ranked, or nothing is relevant at all', () => {
    expect(ndcgAt(['x', 'y'], grades, 10)).toBe(0);
    expect(ndcgAt(['a'], new Map(), 10)).toBe(0);
  });

  it('discounts by position: the best one second is worth less than first', () => {
    // DCG of [b, a] = 1/log2(2) + 3/log2(3); ideal [a, b, c] at k = 2 = 3 + 1/log2(3).
    const expected = (1 + 3 / Math.log2(3)) / (3 + 1 / Math.log2(3));
    expect(ndcgAt(['b', 'a'], grades, 2)).toBeCloseTo(expected, 10);
    expect(ndcgAt(['b', 'a'], grades, 2)).toBeLessThan(ndcgAt(['a', 'b'], grades, 2));
  });

  it('reads only the first k places', () => {
    expect(ndcgAt(['x', 'a'], grades, 1)).toBe(0);
    // Ideal at k = 1 is a alone (gain 3); b first gains 1.
    expect(ndcgAt(['b', 'a'], grades, 1)).toBeCloseTo(1 / 3, 10);
  });
});

describe('precisionAt', () => {
  it('counts relevant ids (grade ≥ 1) in the first k over k', () => {
    expect(precisionAt(['a', 'x', 'b', 'y', 'z', 'c'], grades, 5)).toBe(2 / 5);
    expect(precisionAt(['a', 'b', 'c', 'x', 'y'], grades, 2)).toBe(1);
  });

  it('counts a short list’s gaps as misses and grade 0 as not relevant', () => {
    expect(precisionAt(['a'], grades, 5)).toBe(1 / 5);
    expect(precisionAt(['z'], new Map([['z', 0]]), 1)).toBe(0);
  });
});

describe('mean', () => {
  it('averages, and is 0 for nothing', () => {
    expect(mean([0.5, 1])).toBe(0.75);
    expect(mean([])).toBe(0);
  });
});
