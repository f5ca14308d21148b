import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, readMoney } from './money-text';

describe('formatMoney', () => {
  it('shows money held or moved with cents, always', () => {
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
    expect(formatMoney(150_000)).toBe('$1,500.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-2_550)).toBe('-$25.50');
  });

  it('shows what a job or a profile asks without cents when it is whole', () => {
    expect(formatMoney(150_000, 'short')).toBe('$1,500');
    expect(formatMoney(0, 'short')).toBe('$0');
    expect(formatMoney(150_050, 'short')).toBe('$1,500.50');
    expect(formatMoney(5, 'short')).toBe('$0.05');
  });

  it('writes the text a dollar field holds', () => {
    expect(formatMoney(150_000, 'plain')).toBe('1500');
    expect(formatMoney(150_050, 'plain')).toBe('1500.50');
    expect(formatMoney(7, 'plain')).toBe('0.07');
  });

  it('keeps every cent past what a float holds in dollars', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatMoney(123_456_789_01, 'short')).toBe('$123,456,789.01');
  });
});

describe('readMoney and parseMoney', () => {
  it('reads dollars as integer cents', () => {
    const read: Array<[string, number]> = [
      ['12', 1_200],
      ['12.5', 1_250],
      ['12.50', 1_250],
      ['1,500.00', 150_000],
      ['1,500', 150_000],
      ['12,345,678', 1_234_567_800],
      ['$1,500.25', 150_025],
      ['$ 19.99', 1_999],
      [' 7.05 ', 705],
      ['0.1', 10],
      ['4.35', 435],
      ['1.15', 115],
    ];
    for (const [text, cents] of read) expect(parseMoney(text), text).toBe(cents);
  });

  it('refuses what could mean two amounts or none, and says why', () => {
    const refused: Array<[string, string]> = [
      ['12,50', 'unreadable'], // a decimal comma: 12.50 or 1250?
      ['1,5000', 'unreadable'],
      ['0,500', 'unreadable'],
      ['1.500,00', 'unreadable'],
      ['1.234', 'too-precise'], // a thousands point, or three decimals
      ['12.345', 'too-precise'],
      ['5.100', 'too-precise'],
      ['-3', 'negative'],
      ['$-3', 'negative'],
      ['', 'empty'],
      ['   ', 'empty'],
      ['abc', 'unreadable'],
      ['1e3', 'unreadable'],
      ['1.2.3', 'unreadable'],
      ['.', 'unreadable'],
      ['12.', 'unreadable'],
      ['99999999999999999999', 'unreadable'],
    ];
    for (const [text, refusal] of refused) {
      expect(readMoney(text), text).toEqual({ ok: false, refusal });
      expect(parseMoney(text), text).toBeNull();
    }
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        for (const style of ['exact', 'short', 'plain'] as const)
          expect(parseMoney(formatMoney(cents, style))).toBe(cents);
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
