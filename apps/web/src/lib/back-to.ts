/**
 * The list a job page was opened from (its search kept), handed over in the link's state; only a
 * path inside the app is followed.
 */
export function backToFrom(state: unknown, fallback: string): string {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith('/') && !backTo.startsWith('//') ? backTo : fallback;
}
