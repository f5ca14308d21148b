import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatBid, formatBudget, moneyInputText } from './money';

// formatMoney's own tests live beside it, in packages/shared/src/money-text.test.ts.
describe('formatBudget and formatBid', () => {
  it('reads a fixed price as one total and an hourly budget as a rate range', () => {
    expect(formatBudget({ type: 'fixed', amountCents: 150_000 })).toBe('Fixed price · $1,500');
    expect(formatBudget({ type: 'hourly', minRateCents: 2_500, maxRateCents: 4_050 })).toBe(
      'Hourly · $25–$40.50 /hr',
    );
  });

  it('reads a bid as a total on a fixed-price job and as a rate on an hourly one', () => {
    expect(formatBid(90_000, 'fixed')).toBe('$900');
    expect(formatBid(3_000, 'hourly')).toBe('$30 /hr');
  });
});

describe('dollarsToCents', () => {
  it('turns typed dollars into integer cents', () => {
    expect(dollarsToCents('1500')).toBe(150_000);
    expect(dollarsToCents('1,500.5')).toBe(150_050);
    expect(dollarsToCents('$ 19.99')).toBe(1_999);
    expect(dollarsToCents('0.1')).toBe(10);
  });

  it('never loses a cent to floating point', () => {
    expect(dollarsToCents('4.35')).toBe(435);
    expect(dollarsToCents('1.15')).toBe(115);
    expect(dollarsToCents('8.29')).toBe(829);
  });

  it('says "not given" for an empty field', () => {
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('   ')).toBeUndefined();
    expect(dollarsToCents(undefined)).toBeUndefined();
  });

  it('gives NaN for what is not an amount, so the schema names the problem', () => {
    for (const text of ['abc', '1e3', '1.2.3', '.', '12,50', '1.500,00'])
      expect(dollarsToCents(text)).toBeNaN();
  });

  it('keeps a negative amount negative and more than two decimals fractional, for the schema to name', () => {
    expect(dollarsToCents('-5')).toBe(-500);
    // '5.100' is refused like '1.234': three digits after the point may be a thousands group.
    for (const text of ['1.234', '5.001', '0.125', '5.100'])
      expect(Number.isInteger(dollarsToCents(text))).toBe(false);
  });
});

describe('moneyInputText', () => {
  it('keeps digits and one decimal point only', () => {
    expect(moneyInputText('1,500.50')).toBe('1500.50');
    expect(moneyInputText('-5')).toBe('5');
    expect(moneyInputText('12a.3.4')).toBe('12.34');
    expect(moneyInputText('$ 20')).toBe('20');
  });

  it('keeps a comma that is not a thousands separator, for the parser to refuse', () => {
    expect(moneyInputText('1,500')).toBe('1500');
    expect(moneyInputText('12,50')).toBe('12,50');
    expect(dollarsToCents(moneyInputText('12,50'))).toBeNaN();
  });
});

describe('centsToDollars', () => {
  it('shows cents as the text a dollar field holds', () => {
    expect(centsToDollars(150_000)).toBe('1500');
    expect(centsToDollars(150_050)).toBe('1500.50');
    expect(centsToDollars(undefined)).toBe('');
  });

  it('round-trips with dollarsToCents', () => {
    for (const cents of [0, 1, 99, 100, 1_999, 150_050, 99_999_999]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});
