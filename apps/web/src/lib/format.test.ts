import { describe, expect, it } from 'vitest';
import { formatAgo, formatCount, formatDate } from './format';

describe('formatCount', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(formatCount(1, 'job')).toBe('1 job');
    expect(formatCount(0, 'job')).toBe('0 jobs');
    expect(formatCount(1_204, 'proposal')).toBe('1,204 proposals');
  });
});

describe('formatAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says "just now" under a minute', () => {
    expect(formatAgo(ago(30), now)).toBe('just now');
  });

  it('picks the largest whole unit', () => {
    expect(formatAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatAgo(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatAgo(ago(24 * 3600), now)).toBe('yesterday');
    expect(formatAgo(ago(14 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(formatAgo(ago(400 * 24 * 3600), now)).toBe('last year');
  });
});

describe('formatDate', () => {
  it('reads a date as the US reads it', () => {
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
  });
});
