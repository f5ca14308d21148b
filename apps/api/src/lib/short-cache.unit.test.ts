import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { createShortCache } from './short-cache';

/** A loader whose answers the test settles one by one, counting the loads. */
function controlledLoader() {
  const pending: Array<{ resolve: (value: string) => void; reject: (err: Error) => void }> = [];
  return {
    load: () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
    get loads() {
      return pending.length;
    },
    release: (index: number, value: string) => pending[index]!.resolve(value),
    fail: (index: number) => pending[index]!.reject(new Error('database down')),
  };
}

/** A cache fresh for 2 s, stale-but-served to 5 s, on a clock and a commit counter the test moves. */
function setUp() {
  const clock = createManualClock();
  let commits = 0;
  const loader = controlledLoader();
  const cache = createShortCache<string>({
    ttlMs: 2000,
    maxAgeMs: 5000,
    maxEntries: 10,
    clock,
    generation: () => commits,
  });
  const get = () => cache.get('q=react', loader.load);
  return {
    clock,
    loader,
    cache,
    get,
    commit: () => {
      commits += 1;
    },
    /** The first answer, loaded at the clock's start. */
    async primed() {
      const first = get();
      loader.release(0, 'v1');
      expect(await first).toBe('v1');
    },
  };
}

describe('createShortCache', () => {
  it('shares one load between requests that miss together', async () => {
    const { get, loader } = setUp();
    const both = Promise.all([get(), get()]);
    expect(loader.loads).toBe(1);
    loader.release(0, 'v1');
    expect(await both).toEqual(['v1', 'v1']);
  });

  it('serves the answer in hand past the TTL while one refresh runs, then the refreshed one', async () => {
    const { get, loader, clock, primed } = setUp();
    await primed();
    clock.advance(2000);
    expect(await get()).toBe('v1');
    expect(loader.loads).toBe(2);
    clock.advance(1000);
    // Requests during the refresh neither wait for it nor start another.
    expect(await Promise.all([get(), get(), get()])).toEqual(['v1', 'v1', 'v1']);
    expect(loader.loads).toBe(2);
    loader.release(1, 'v2');
    await Promise.resolve();
    expect(await get()).toBe('v2');
    expect(loader.loads).toBe(2);
  });

  it('never serves an answer whose load began 5 s ago or more: it waits for the refresh', async () => {
    const { get, loader, clock, primed } = setUp();
    await primed();
    clock.advance(2000);
    expect(await get()).toBe('v1');
    clock.advance(2999);
    expect(await get()).toBe('v1');
    clock.advance(1);
    const waiting = get();
    expect(loader.loads).toBe(2);
    loader.release(1, 'v2');
    expect(await waiting).toBe('v2');
  });

  it('loads anew, waiting, when the answer is past 5 s and no refresh is running', async () => {
    const { get, loader, clock, primed } = setUp();
    await primed();
    clock.advance(5000);
    const waiting = get();
    expect(loader.loads).toBe(2);
    loader.release(1, 'v2');
    expect(await waiting).toBe('v2');
  });

  it("shows this instance's own commit at once, even with a refresh from before it running", async () => {
    const { get, loader, clock, commit, primed } = setUp();
    await primed();
    clock.advance(2500);
    expect(await get()).toBe('v1');
    commit();
    const afterCommit = get();
    expect(loader.loads).toBe(3);
    loader.release(2, 'mine');
    expect(await afterCommit).toBe('mine');
    // The refresh that began before the commit settles last and must not replace it.
    loader.release(1, 'before-commit');
    await Promise.resolve();
    expect(await get()).toBe('mine');
  });

  it('keeps the answer in hand when a refresh fails, and tries again on the next request', async () => {
    const { get, loader, clock, primed } = setUp();
    await primed();
    clock.advance(2000);
    expect(await get()).toBe('v1');
    loader.fail(1);
    await Promise.resolve();
    expect(await get()).toBe('v1');
    expect(loader.loads).toBe(3);
    loader.release(2, 'v2');
    await Promise.resolve();
    expect(await get()).toBe('v2');
  });

  it('does not keep a failed first load', async () => {
    const { get, loader, cache } = setUp();
    const failed = get();
    loader.fail(0);
    await expect(failed).rejects.toThrow('database down');
    expect(cache.size()).toBe(0);
    const next = get();
    loader.release(1, 'v1');
    expect(await next).toBe('v1');
  });

  it('serves nothing stale without a bound beyond the TTL', async () => {
    const clock = createManualClock();
    const loader = controlledLoader();
    const cache = createShortCache<string>({ ttlMs: 2000, maxEntries: 10, clock, generation: () => 0 });
    const first = cache.get('k', loader.load);
    loader.release(0, 'v1');
    await first;
    clock.advance(2000);
    const second = cache.get('k', loader.load);
    loader.release(1, 'v2');
    expect(await second).toBe('v2');
  });
});
