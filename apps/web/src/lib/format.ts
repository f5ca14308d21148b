import { TEXT_TIME } from '@skillora/shared/text-times';

/** "1 proposal", "1,204 proposals": a count with its noun, singular for one. */
export const formatCount = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** "Dec 2, 2026, 3:04 PM": a deadline, to the minute. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
export const formatMonth = (iso: string) => monthFormat.format(new Date(iso));
/** A stored text's moments (a notification's deadlines) in the viewer's time zone (issue 31). */
export const localTimes = (text: string) => text.replace(TEXT_TIME, formatDateTime);

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday": how job boards date a posting. */
export function formatAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
