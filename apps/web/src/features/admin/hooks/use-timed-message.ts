import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `durationMs` (the dialogs' 3-second errors). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show] as const;
}
