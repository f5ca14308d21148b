import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text input whose value is committed (to the URL) once typing pauses for `delayMs`, or at once
 * with `commitNow`. A change of the committed value from elsewhere (Back, a sidebar link) shows in
 * the input unless the user is mid-typing.
 */
export function useDebouncedInput(committed: string, commit: (value: string) => void, delayMs: number) {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (timer.current === undefined) setValue(committed);
  }, [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        commit(next);
      }, delayMs);
    },
    [commit, delayMs],
  );
  // Enter searches at once; the pending timer must go too, or it would commit the same words again
  // after a change made in between (a "Clear search" right after Enter).
  const commitNow = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      commit(next);
    },
    [commit],
  );
  return [value, change, commitNow] as const;
}
