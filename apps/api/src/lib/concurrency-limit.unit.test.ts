import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

describe('createConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, in arrival order, and passes results and errors through', async () => {
    const run = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active -= 1;
      if (n === 3) throw new Error('task 3 failed');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => run(task(n))));
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      10,
      20,
      'task 3 failed',
      40,
      50,
    ]);
  });
});
