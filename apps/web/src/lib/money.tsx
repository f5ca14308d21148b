import type { Budget } from '@skillora/shared';
import { formatMoney, type MoneyStyle, readMoney } from '@skillora/shared/money';

/** "Fixed price · $1,500" or "Hourly · $25–$40 /hr"; a draft may have none yet. */
export function formatBudget(budget: Budget | null): string {
  if (!budget) return 'No budget yet';
  return budget.type === 'fixed'
    ? `Fixed price · ${formatMoney(budget.amountCents, 'short')}`
    : `Hourly · ${formatMoney(budget.minRateCents, 'short')}–${formatMoney(budget.maxRateCents, 'short')} /hr`;
}

/** A bid reads as a total on a fixed-price job and as a rate on an hourly one. */
export const formatBid = (bidCents: number, budgetType: Budget['type']) =>
  budgetType === 'hourly' ? `${formatMoney(bidCents, 'short')} /hr` : formatMoney(bidCents, 'short');

/**
 * What the user typed in a dollar field, as cents, in the shape the shared cents schema words:
 * undefined when empty ('… is required'); a negative amount as such ('at least $5'); more than two
 * decimals as a fraction of a cent ('Use at most two decimals'); NaN for what the parser refuses
 * otherwise ('Enter an amount in dollars, like 1500 or 1500.50').
 */
export function dollarsToCents(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  const negative = text.startsWith('-');
  const reading = readMoney(negative ? text.slice(1) : text);
  if (reading.ok) return negative ? -reading.cents : reading.cents;
  switch (reading.refusal) {
    case 'empty':
      return negative ? Number.NaN : undefined;
    case 'too-precise': {
      // The cents up to the second decimal, and half a cent for the digits past it.
      const cut = readMoney(text.replace(/(\.\d\d)\d+$/, '$1'));
      return cut.ok ? cut.cents + 0.5 : Number.NaN;
    }
    default:
      return Number.NaN;
  }
}

/**
 * A money field keeps digits, commas and one decimal point as typed ('-' and letters never appear);
 * commas go once they are plain thousands separators ('1,500' becomes 1500), and stay while they are
 * not, so that '12,50' is refused by the parser instead of read as 1250.
 */
export function moneyInputText(typed: string): string {
  const kept = typed.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  const onePoint =
    point < 0 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/[.,]/g, '')}`;
  return onePoint.includes(',') && readMoney(onePoint).ok ? onePoint.replaceAll(',', '') : onePoint;
}

/** Cents back to the dollar text a field shows. */
export const centsToDollars = (cents: number | undefined) =>
  cents === undefined || Number.isNaN(cents) ? '' : formatMoney(cents, 'plain');

type MoneyProps = { className?: string } & (
  | { cents: number; style?: MoneyStyle; currency?: string }
  /** An amount already worded above: a budget ("Hourly · $25–$40 /hr") or a bid. */
  | { children: string }
);

/**
 * Every amount a page shows (issue 31): on one line whatever the width of its column — a table
 * squeezed at 1366 px once showed "$9,382.6" above "8" — with digits of equal width, so amounts
 * stacked in a column line up. Sentences in dialogs and toasts keep formatMoney's plain text. It
 * lives beside the other money helpers to share their chunk: a chunk of its own cost 0.25 KB gzip
 * on each route that shows amounts and a line in the landing page's preload map.
 */
export function Money(props: MoneyProps) {
  const text = 'cents' in props ? formatMoney(props.cents, props.style, props.currency) : props.children;
  return <span className={`whitespace-nowrap tabular-nums ${props.className ?? ''}`}>{text}</span>;
}
