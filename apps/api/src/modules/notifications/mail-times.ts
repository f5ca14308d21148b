import { withTimes } from '@skillora/shared/text-times';

const WORDING = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

function formatIn(zone: string | null) {
  try {
    return new Intl.DateTimeFormat('en-US', { ...WORDING, timeZone: zone ?? 'UTC' });
  } catch {
    // A zone this runtime does not know (a profile saved under another one): UTC, named.
    return new Intl.DateTimeFormat('en-US', { ...WORDING, timeZone: 'UTC' });
  }
}

/**
 * A notification's moments as its mail words them (issue 31). A mail has no reader's clock, so
 * they are in the time zone the recipient gave on their profile, else in UTC — the zone named
 * either way: "Dec 2, 2026, 10:00 AM UTC", "Dec 2, 2026, 11:00 AM GMT+1".
 */
export function mailTimes(zone: string | null) {
  const format = formatIn(zone);
  return (text: string) => withTimes(text, (at) => format.format(at));
}
