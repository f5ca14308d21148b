import type { Budget } from '@skillora/shared';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Integer cents as US dollars; whole amounts without ".00". */
export const formatMoney = (cents: number) => (cents % 100 === 0 ? usdWhole : usd).format(cents / 100);

/** "Fixed price · $1,500" or "Hourly · $25–$40 /hr"; a draft may have none yet. */
export function formatBudget(budget: Budget | null): string {
  if (!budget) return 'No budget yet';
  return budget.type === 'fixed'
    ? `Fixed price · ${formatMoney(budget.amountCents)}`
    : `Hourly · ${formatMoney(budget.minRateCents)}–${formatMoney(budget.maxRateCents)} /hr`;
}

/** A bid reads as a total on a fixed-price job and as a rate on an hourly one. */
export const formatBid = (bidCents: number, budgetType: Budget['type']) =>
  budgetType === 'hourly' ? `${formatMoney(bidCents)} /hr` : formatMoney(bidCents);

/**
 * What the user typed in a dollar field, as cents, so that the schema names the problem: integer
 * cents for an amount; fractions of a cent for more than two decimals ('Use at most two
 * decimals'); a negative amount as such ('at least $5'); NaN for what is not an amount.
 */
export function dollarsToCents(value: unknown): number | undefined {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  const match = /^(-?\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return Number.NaN;
  const decimals = match[2] ?? '';
  if (decimals.replace(/0+$/, '').length > 2) return Number(`${match[1]}.${decimals}`) * 100;
  return Math.round(Number(cleaned) * 100);
}

/**
 * A money field keeps digits and one decimal point as typed; thousands commas and anything else
 * are dropped ('1,500' stays 1500, '-' and letters never appear).
 */
export function moneyInputText(typed: string): string {
  const kept = typed.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** Cents back to the dollar text a field shows. */
export const centsToDollars = (cents: number | undefined) =>
  cents === undefined || Number.isNaN(cents) ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);
