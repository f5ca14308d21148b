import { describe, expect, it } from 'vitest';
import { apiSort, serialNumber } from './users-sort';

describe('apiSort', () => {
  it('sends a named sort with its order', () => {
    expect(apiSort({ sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc' });
  });

  it('sends SI No as the join order, and None as nothing', () => {
    expect(apiSort({ sort: 'si-no', order: 'desc' })).toEqual({ order: 'desc' });
    expect(apiSort({ sort: '', order: 'desc' })).toEqual({});
  });

  it('reads an unknown order as ascending', () => {
    expect(apiSort({ sort: 'email', order: 'sideways' })).toEqual({ sort: 'email', order: 'asc' });
  });
});

describe('serialNumber', () => {
  it('numbers rows by their place in the whole list', () => {
    expect(serialNumber({ sort: '', order: 'asc' }, 0, 5, 12)).toBe(6);
  });

  it('counts down when sorted by SI No descending', () => {
    expect(serialNumber({ sort: 'si-no', order: 'desc' }, 0, 0, 12)).toBe(12);
    expect(serialNumber({ sort: 'si-no', order: 'desc' }, 1, 10, 12)).toBe(1);
  });
});
