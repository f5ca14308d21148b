import { textTime } from '@skillora/shared/text-times';
import { describe, expect, it } from 'vitest';
import { mailTimes } from './mail-times';

const body = `Answer by ${textTime(new Date('2026-12-02T10:00:00.000Z'))}, or the request is granted.`;

describe('mailTimes', () => {
  it('words a moment in UTC, named, when the recipient gave no time zone', () => {
    expect(mailTimes(null)(body)).toBe('Answer by Dec 2, 2026, 10:00 AM UTC, or the request is granted.');
  });

  it("words it in the recipient's profile time zone, named", () => {
    expect(mailTimes('Asia/Kolkata')(body)).toBe(
      'Answer by Dec 2, 2026, 3:30 PM GMT+5:30, or the request is granted.',
    );
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(mailTimes('Mars/Olympus_Mons')(body)).toContain('10:00 AM UTC');
  });
});
