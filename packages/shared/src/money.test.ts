import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpsToPercent, feeOf, percentToBps, shareOf } from './money';

describe('money arithmetic', () => {
  it('splits a released amount into share + fee exactly, the fee rounded down', () => {
    expect(feeOf(10_000, 500)).toBe(500);
    expect(feeOf(999, 500)).toBe(49); // 49.95 → 49, the cent goes to the freelancer
    expect(shareOf(999, 500)).toBe(950);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000_000 }),
        fc.integer({ min: 0, max: 9999 }),
        (a, bps) => {
          const fee = feeOf(a, bps);
          expect(fee + shareOf(a, bps)).toBe(a);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(BigInt(fee) * 10_000n <= BigInt(a) * BigInt(bps)).toBe(true); // never more than the percentage
        },
      ),
      { seed: 20, numRuns: 500 },
    );
  });

  it('reads and writes percentages as basis points', () => {
    expect(percentToBps('5')).toBe(500);
    expect(percentToBps('2.5')).toBe(250);
    expect(percentToBps('0.75')).toBe(75);
    expect(percentToBps('5.123')).toBeNull();
    expect(bpsToPercent(500)).toBe('5');
    expect(bpsToPercent(250)).toBe('2.5');
    expect(bpsToPercent(75)).toBe('0.75');
  });
});
