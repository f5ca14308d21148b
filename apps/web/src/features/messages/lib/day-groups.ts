const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/** "Today", "Yesterday" or the full date, in the viewer's time zone. */
export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return 'Yesterday';
  return dayFormat.format(new Date(iso));
}

export const timeLabel = (iso: string) => timeFormat.format(new Date(iso));

/** Messages (newest first) cut into days (newest first), for the day separators. */
export function groupByDay<T extends { createdAt: string }>(newestFirst: readonly T[]) {
  const days: { key: string; label: string; items: T[] }[] = [];
  for (const item of newestFirst) {
    const key = dayKey(item.createdAt);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else days.push({ key, label: dayLabel(item.createdAt), items: [item] });
  }
  return days;
}

/** The list's time: the hour today, the date otherwise. */
export function shortTime(iso: string, now = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString())
    ? timeLabel(iso)
    : new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date(iso));
}
