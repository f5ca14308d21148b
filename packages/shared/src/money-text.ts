/**
 * Money as people read and type it: one formatter (Intl-based) and one parser (integer-only). Both
 * work on integer cents and never hold an amount in a float, so no cent is lost past 2^53 / 100.
 */

/**
 * How an amount is shown. `exact`: always with cents, for money held or moved (escrow, wallet,
 * ledger, fees): "$1,500.00". `short`: whole amounts without cents, for what a job or a profile asks
 * (budgets, bids, rates, limits): "$1,500", "$40.50". `plain`: the text a dollar field holds,
 * without symbol or grouping: "1500", "1500.50".
 */
export type MoneyStyle = 'exact' | 'short' | 'plain';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(style: MoneyStyle, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${style} ${currency} ${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      ...(style === 'plain' ? { useGrouping: false } : { style: 'currency', currency }),
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** Integer cents as text: "$1,234.50" (see MoneyStyle). */
export function formatMoney(cents: number, style: MoneyStyle = 'exact', currency = 'USD'): string {
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  const dropCents = style !== 'exact' && fraction === '00';
  // Intl formats the whole units as a BigInt (exact at any size); the cents go in as digits.
  const parts = numberFormat(style, currency, dropCents ? 0 : 2).formatToParts(BigInt(Math.trunc(abs / 100)));
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return cents < 0 ? `-${text}` : text;
}

/** Why a text is not an amount: the caller words it. */
export type MoneyRefusal = 'empty' | 'negative' | 'too-precise' | 'unreadable';
export type MoneyReading = { ok: true; cents: number } | { ok: false; refusal: MoneyRefusal };

/**
 * Dollars: an optional "$", whole units either bare ("1500") or grouped by commas in threes
 * ("1,500", "12,345,678"), then optionally a point and one or two decimals. The point is the only
 * decimal mark: "12,50" (a decimal comma) and "1.234" (a thousands point, or three decimals) could
 * each mean two amounts, so both are refused rather than guessed.
 */
const DOLLARS = /^\$?\s*([1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/** Typed dollars as integer cents, or why not; never through a float. */
export function readMoney(text: string): MoneyReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, refusal: 'empty' };
  if (/^\$?\s*-/.test(trimmed)) return { ok: false, refusal: 'negative' };
  const match = DOLLARS.exec(trimmed);
  if (!match?.[1]) return { ok: false, refusal: 'unreadable' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, refusal: 'too-precise' };
  const cents = BigInt(match[1].replaceAll(',', '')) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, refusal: 'unreadable' };
  return { ok: true, cents: Number(cents) };
}

/** "12.34" or "$1,200" → cents; null for anything readMoney refuses. */
export function parseMoney(text: string): number | null {
  const reading = readMoney(text);
  return reading.ok ? reading.cents : null;
}
