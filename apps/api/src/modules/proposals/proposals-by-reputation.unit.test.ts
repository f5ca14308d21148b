import type { Reputation } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { orderByReputation } from './proposals-by-reputation';

// Newest first, as the repository gives them: a, b, c, d.
const proposed = ['a', 'b', 'c', 'd'].map((id) => ({ id, freelancerId: `f-${id}` }));
const reputations = new Map<string, Reputation>([
  ['f-a', { score: null, rating: null, reviews: 0 }],
  ['f-b', { score: 70, rating: 4, reviews: 3 }],
  ['f-c', { score: null, rating: 5, reviews: 1 }],
  // f-d: nothing read for them (no row).
]);
const ids = (query: Parameters<typeof orderByReputation>[2]) =>
  orderByReputation(proposed, reputations, query).map((p) => p.id);

describe('orderByReputation', () => {
  it('keeps the given order without a reputation sort or filter', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ sort: 'newest' })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts the highest first and those without one last, ties in the given order', () => {
    expect(ids({ sort: 'rating' })).toEqual(['c', 'b', 'a', 'd']);
    expect(ids({ sort: 'score' })).toEqual(['b', 'a', 'c', 'd']);
  });

  it('keeps only those rated at least minRating (none without a rating)', () => {
    expect(ids({ minRating: 4 })).toEqual(['b', 'c']);
    expect(ids({ minRating: 5, sort: 'score' })).toEqual(['c']);
    expect(ids({ minRating: 1 })).toEqual(['b', 'c']);
  });
});
