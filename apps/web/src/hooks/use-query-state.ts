import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's state (search, sort, page…) kept in the URL query string, so a reload, a shared
 * link or Back shows the same rows. Empty values leave the URL; changes replace the history entry.
 */
export function useQueryState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;

  const update = useCallback(
    (changes: Partial<Record<K, string | number>>) => {
      // From the address bar, not the rendered params: the router renders a new URL in a transition,
      // so a second change made before that render (a sort picked right after a skill) would start
      // from the URL before the first and drop it. BrowserRouter writes the address bar at once.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '' || value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return [values, update] as const;
}
