import type { Clock } from './clock';

export type ShortCacheOptions = {
  /** How long an answer is served after its load began; 0 turns the cache off. */
  ttlMs: number;
  /** Distinct keys kept; the oldest is dropped first. */
  maxEntries: number;
  clock: Clock;
  /**
   * Changes whenever this instance commits a write: an answer loaded before it is not served again,
   * so this instance sees its own writes at once and the TTL bounds what other instances wrote.
   */
  generation: () => number;
};

type Entry<V> = { value: Promise<V>; startedAt: number; generation: number };

/**
 * A short per-instance cache of read answers (ADR 043). The promise is stored, so concurrent misses
 * on one key share one load; the age counts from when the load began, so an answer is never older
 * than `ttlMs` counted from the moment its query could first have missed a change.
 */
export function createShortCache<V>({ ttlMs, maxEntries, clock, generation }: ShortCacheOptions) {
  const entries = new Map<string, Entry<V>>();

  function isFresh(entry: Entry<V>, now: number) {
    return now - entry.startedAt < ttlMs && entry.generation === generation();
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = clock.now().getTime();
      const found = entries.get(key);
      if (found && isFresh(found, now)) return found.value;
      if (found) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry<V> = { value: load(), startedAt: now, generation: generation() };
      entries.set(key, entry);
      // A failed load is not served to the next caller.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    size: () => entries.size,
  };
}

export type ShortCache<V> = ReturnType<typeof createShortCache<V>>;
