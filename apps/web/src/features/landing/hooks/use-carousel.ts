import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/**
 * Slide index and auto-rotation for a carousel. Rotation is on unless the visitor asks for less
 * motion or pauses it, and waits while the pointer or focus is inside (`hold`). Moving by hand
 * restarts the wait, so a slide never changes right after a click.
 */
export function useCarousel(count: number, intervalMs: number) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [chosenRotation, setChosenRotation] = useState<boolean | null>(null);
  const [isHeld, setIsHeld] = useState(false);
  const isRotating = chosenRotation ?? !prefersReducedMotion;
  const isAdvancing = isRotating && !isHeld;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new index restarts the wait
  useEffect(() => {
    if (!isAdvancing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isAdvancing, index, count, intervalMs]);

  return {
    index,
    isRotating,
    /** True while slides change by themselves: screen readers are then not told of each change. */
    isAdvancing,
    goTo: setIndex,
    next: () => setIndex((i) => (i + 1) % count),
    previous: () => setIndex((i) => (i - 1 + count) % count),
    toggleRotation: () => setChosenRotation(!isRotating),
    hold: setIsHeld,
  };
}
