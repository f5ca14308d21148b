import { useEffect } from 'react';

/** The spec shows list fetch failures to nobody but the console. */
export function useLogError(error: unknown) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}
