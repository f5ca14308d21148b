import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * This year. A page prerendered last year first shows the year of its build (`__BUILD_YEAR__`, as
 * the HTML does, so hydration matches) and then this one.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
