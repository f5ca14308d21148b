import { formatMoney, type MoneyStyle } from '@skillora/shared/money';

type MoneyProps = { className?: string } & (
  | { cents: number; style?: MoneyStyle; currency?: string }
  /** An amount already worded by lib/money.ts: a budget ("Hourly · $25–$40 /hr") or a bid. */
  | { children: string }
);

/**
 * Every amount a page shows (issue 31): on one line whatever the width of its column — a table
 * squeezed at 1366 px once showed "$9,382.6" above "8" — with digits of equal width, so amounts
 * stacked in a column line up. Sentences in dialogs and toasts keep formatMoney's plain text.
 */
export function Money(props: MoneyProps) {
  const text = 'cents' in props ? formatMoney(props.cents, props.style, props.currency) : props.children;
  return <span className={`whitespace-nowrap tabular-nums ${props.className ?? ''}`}>{text}</span>;
}
