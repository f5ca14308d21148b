import type { Clock } from './clock';

export type ShortCacheOptions = {
  /** How long an answer is served as it is after its load began; 0 turns the cache off. */
  ttlMs: number;
  /**
   * The freshness bound: past `ttlMs` an answer is still served, while one refresh runs in the
   * background, until this age (counted, like `ttlMs`, from when its load began); never after.
   * Defaults to `ttlMs` (no stale answers).
   */
  maxAgeMs?: number;
  /** Distinct keys kept; the oldest is dropped first. */
  maxEntries: number;
  clock: Clock;
  /**
   * Changes whenever this instance commits a write: an answer loaded before it is not served again,
   * so this instance sees its own writes at once and the bound covers only what other instances wrote.
   */
  generation: () => number;
};

type Load<V> = { value: Promise<V>; startedAt: number; generation: number; isSettled: boolean };
/** `served` answers requests; `refreshing` is the one background load that will replace it. */
type Slot<V> = { served: Load<V>; refreshing: Load<V> | null };

/**
 * A short per-instance cache of read answers (ADR 043). The promise is stored, so concurrent misses
 * on one key share one load; the age counts from when the load began, so an answer is never older
 * than `maxAgeMs` counted from the moment its query could first have missed a change.
 *
 * Stale-while-revalidate (ADR 043, 2026-11-27): once an answer is `ttlMs` old the next request
 * starts one refresh and every request meanwhile gets the answer in hand, so an expiry under load
 * does not make every concurrent request wait for the query (that wait was the p99).
 */
export function createShortCache<V>({
  ttlMs,
  maxAgeMs = ttlMs,
  maxEntries,
  clock,
  generation,
}: ShortCacheOptions) {
  const slots = new Map<string, Slot<V>>();
  const bound = Math.max(ttlMs, maxAgeMs);

  function start(load: () => Promise<V>, now: number, current: number): Load<V> {
    const entry: Load<V> = { value: load(), startedAt: now, generation: current, isSettled: false };
    entry.value.then(
      () => {
        entry.isSettled = true;
      },
      () => {},
    );
    return entry;
  }

  function isUsable(entry: Load<V>, now: number, current: number) {
    return entry.generation === current && now - entry.startedAt < bound;
  }

  /** A new answer to wait for: the key's entry from now on; a failed load is not served again. */
  function replace(key: string, load: () => Promise<V>, now: number, current: number): Promise<V> {
    if (!slots.delete(key) && slots.size >= maxEntries) slots.delete(slots.keys().next().value!);
    const slot: Slot<V> = { served: start(load, now, current), refreshing: null };
    slots.set(key, slot);
    slot.served.value.catch(() => {
      if (slots.get(key) === slot) slots.delete(key);
    });
    return slot.served.value;
  }

  function refresh(slot: Slot<V>, load: () => Promise<V>, now: number, current: number) {
    const next = start(load, now, current);
    slot.refreshing = next;
    next.value.then(
      () => {
        if (slot.refreshing !== next) return;
        slot.refreshing = null;
        slot.served = next;
      },
      // The answer in hand stays until its bound; the next request past the TTL tries again.
      () => {
        if (slot.refreshing === next) slot.refreshing = null;
      },
    );
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = clock.now().getTime();
      const current = generation();
      const slot = slots.get(key);
      if (!slot) return replace(key, load, now, current);
      const { served, refreshing } = slot;
      if (isUsable(served, now, current)) {
        if (now - served.startedAt >= ttlMs && served.isSettled && refreshing === null) {
          refresh(slot, load, now, current);
        }
        return served.value;
      }
      // Past the bound or before this instance's latest commit: wait for an answer that is neither.
      if (refreshing && isUsable(refreshing, now, current)) return refreshing.value;
      return replace(key, load, now, current);
    },
    size: () => slots.size,
  };
}

export type ShortCache<V> = ReturnType<typeof createShortCache<V>>;
