/**
 * What the re-rank derives from a text, kept across requests (ADR 043, amendment "the re-rank's
 * words kept"): each ranking reads up to 225 candidates, and most of them were candidates of the
 * previous rankings too. The key is the text itself, so an edited profile or job (or a renamed skill)
 * is a new key and is read afresh on the next ranking, with no invalidation to forget; what nobody
 * reads any more falls out, least recently used first, so memory stays bounded.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    // A Map iterates in insertion order: taking an entry out and back in makes it the newest.
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * `compute(object)`, once per text: within one ranking the same object comes back for every pair
 * (a WeakMap, no key to build), across rankings an equal text finds the earlier answer.
 */
export function cachedByText<K extends object, V>(
  textOf: (key: K) => string,
  compute: (key: K) => V,
  max: number,
): ((key: K) => V) & { cache: LruCache<V> } {
  const cache = new LruCache<V>(max);
  const perObject = new WeakMap<K, V>();
  const read = (key: K) => {
    let value = perObject.get(key);
    if (value !== undefined) return value;
    const text = textOf(key);
    value = cache.get(text);
    if (value === undefined) {
      value = compute(key);
      cache.set(text, value);
    }
    perObject.set(key, value);
    return value;
  };
  return Object.assign(read, { cache });
}
