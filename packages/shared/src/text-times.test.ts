import { describe, expect, it } from 'vitest';
import { textTime, withTimes } from './text-times';

const utc = (at: Date) => `[${at.toISOString()}]`;

describe('textTime and withTimes', () => {
  it('keeps the instant in the text and words it for the reader', () => {
    const at = new Date('2026-12-02T10:00:00.000Z');
    const text = `Answer by ${textTime(at)}, or the request is granted.`;
    expect(text).toBe('Answer by 2026-12-02T10:00:00.000Z, or the request is granted.');
    const berlin = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeStyle: 'short' });
    expect(withTimes(text, (d) => berlin.format(d))).toBe('Answer by 11:00 AM, or the request is granted.');
  });

  it('reads every moment of a text, and the texts stored before as "YYYY-MM-DD HH:MM UTC"', () => {
    expect(withTimes('from 2026-11-27 10:00 UTC to 2026-12-02T10:00:00.000Z.', utc)).toBe(
      'from [2026-11-27T10:00:00.000Z] to [2026-12-02T10:00:00.000Z].',
    );
  });

  it('leaves other numbers alone', () => {
    const text = 'Invoice 2026-11-27, 10:00 sharp, $1,500.00 in "2026-11-27 10:00"';
    expect(withTimes(text, utc)).toBe(text);
  });
});
