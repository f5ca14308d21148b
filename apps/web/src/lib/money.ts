import type { Budget } from '@skillora/shared';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Integer cents as US dollars; whole amounts without ".00". */
export const formatMoney = (cents: number) => (cents % 100 === 0 ? usdWhole : usd).format(cents / 100);

/** "Fixed price · $1,500" or "Hourly · $25–$40 /hr". */
export function formatBudget(budget: Budget): string {
  return budget.type === 'fixed'
    ? `Fixed price · ${formatMoney(budget.amountCents)}`
    : `Hourly · ${formatMoney(budget.minRateCents)}–${formatMoney(budget.maxRateCents)} /hr`;
}

/** A bid reads as a total on a fixed-price job and as a rate on an hourly one. */
export const formatBid = (bidCents: number, budgetType: Budget['type']) =>
  budgetType === 'hourly' ? `${formatMoney(bidCents)} /hr` : formatMoney(bidCents);

/** What the user typed in a dollar field, as integer cents (NaN for anything else, so zod says so). */
export function dollarsToCents(value: unknown): number | undefined {
  if (typeof value === 'number') return Math.round(value * 100);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const cleaned = value.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

/** Cents back to the dollar text a field shows. */
export const centsToDollars = (cents: number | undefined) =>
  cents === undefined || Number.isNaN(cents) ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);
