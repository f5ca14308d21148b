/**
 * A moment inside a stored text — a notification's title and body (issue 31). A notification is
 * written once and read later, anywhere: a time worded at creation ("in 5 days") goes stale, and one
 * written in a zone ("10:00 UTC") is not the reader's. So the text keeps the instant itself, as ISO
 * 8601 UTC, and whoever shows it words it for the reader: the bell in the viewer's time zone, a
 * mail in the recipient's profile zone or in UTC, named.
 */
export const TEXT_TIME = /\d{4}-\d\d-\d\dT[\d:.]+Z/g;

/** Texts stored before this rule wrote "2026-11-27 10:00 UTC". */
const OLD_TEXT_TIME = /\b(\d{4}-\d\d-\d\d) (\d\d:\d\d) UTC\b/g;

/** How a text names a moment (a deadline) for its reader to see in their own time. */
export const textTime = (at: Date) => at.toISOString();

/** A stored text with the moments of its older wording ("… UTC") as `textTime` writes them now. */
export const currentTimes = (text: string) => text.replace(OLD_TEXT_TIME, '$1T$2:00.000Z');

/** The text with each moment in it worded by `format` (in the reader's zone). */
export const withTimes = (text: string, format: (at: Date) => string) =>
  currentTimes(text).replace(TEXT_TIME, (stamp) => format(new Date(stamp)));
