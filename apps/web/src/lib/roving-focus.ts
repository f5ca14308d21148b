const NEXT = { horizontal: 'ArrowRight', vertical: 'ArrowDown' } as const;
const PREVIOUS = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' } as const;

/**
 * Where a key moves focus in a group that takes turns (the ARIA tabs and accordion patterns): the next
 * or previous item, wrapping round, the first on Home and the last on End; undefined for other keys.
 */
export function rovingTarget(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | undefined {
  const last = count - 1;
  if (key === NEXT[orientation]) return index === last ? 0 : index + 1;
  if (key === PREVIOUS[orientation]) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}
