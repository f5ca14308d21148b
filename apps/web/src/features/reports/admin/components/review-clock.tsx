const HOUR_MS = 60 * 60 * 1000;
/** Every report gets an answer within a day (issue 30). */
const TARGET_MS = 24 * HOUR_MS;

/** "5 h left" against the 24-hour target from the first report, or "Overdue by 3 h" in red. */
export function ReviewClock({ since, now }: { since: string; now: number }) {
  const remaining = new Date(since).getTime() + TARGET_MS - now;
  if (remaining > 0) {
    return <span className="tabular-nums whitespace-nowrap">{Math.ceil(remaining / HOUR_MS)} h left</span>;
  }
  return (
    <span className="font-semibold whitespace-nowrap text-red-700 tabular-nums dark:text-red-400">
      Overdue by {Math.max(1, Math.floor(-remaining / HOUR_MS))} h
    </span>
  );
}
