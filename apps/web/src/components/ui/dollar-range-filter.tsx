import { PG_INTEGER_MAX } from '@skillora/shared/constants';
import { formatMoney } from '@skillora/shared/money';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedInput } from '../../hooks/use-debounced-input';
import { centsToDollars, dollarsToCents, moneyInputText } from '../../lib/money';
import { filterLegend } from './filter-styles';
import { MoneyInput } from './money-input';

const DEBOUNCE_MS = 500;

type Bound = 'min' | 'max';

type DollarRangeFilterProps<K extends string> = {
  legend: string;
  hint?: string;
  min: number | undefined;
  max: number | undefined;
  /** The bounds' names in the change (the URL's keys). */
  keys: Record<Bound, K>;
  /**
   * Cents, or '' when a box is emptied: one bound, or both when a change puts right a range that
   * was upside down (one change, since the URL takes one update at a time).
   */
  onChange: (change: Partial<Record<K, number | ''>>) => void;
};

/** A box's text as an amount in cents (undefined when empty), or what is wrong with it in dollars. */
type Amount = { cents: number | undefined } | { error: string };

function amountOf(text: string): Amount {
  if (text === '') return { cents: undefined };
  // Only a hand-edited URL can bring anything but digits and one point into a box.
  if (moneyInputText(text) !== text || !/\d/.test(text)) return { error: 'Enter an amount in dollars' };
  // "12." and ".5" are amounts half typed or typed the short way, not mistakes.
  const cents = dollarsToCents(`${text.startsWith('.') ? '0' : ''}${text}${text.endsWith('.') ? '0' : ''}`);
  if (cents === undefined || Number.isNaN(cents)) return { error: 'Enter an amount in dollars' };
  if (!Number.isInteger(cents)) return { error: 'Use at most two decimals' };
  if (cents > PG_INTEGER_MAX)
    return { error: `Enter an amount of at most ${formatMoney(PG_INTEGER_MAX, 'short')}` };
  return { cents };
}

const centsOf = (amount: Amount) => ('cents' in amount ? amount.cents : undefined);
const isUpsideDown = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined && min > max;

/**
 * A money range typed in dollars (a budget, an hourly rate); the URL and the API get cents. The
 * boxes keep digits and one decimal point, as the job form's do, and only a valid range reaches the
 * URL: a mistyped amount, or a minimum above the maximum, says what is wrong next to the boxes and
 * the search keeps the last good range.
 */
export function DollarRangeFilter<K extends string>({
  legend,
  hint,
  min,
  max,
  keys,
  onChange,
}: DollarRangeFilterProps<K>) {
  const id = useId();
  // Read by a box's debounce timer, which outlives the render that set it.
  const texts = useRef<Record<Bound, string>>({ min: '', max: '' });
  // The bound refused for turning the range upside down: it goes in with the change that puts the
  // range right, whichever box that change is typed in.
  const heldBack = useRef<Bound | null>(null);
  const [isHeldBack, setIsHeldBack] = useState(false);

  const commit = useCallback(
    (bound: Bound, text: string) => {
      const other: Bound = bound === 'min' ? 'max' : 'min';
      const own = amountOf(text);
      if ('error' in own) return;
      const partner = amountOf(texts.current[other]);
      const [low, high] = bound === 'min' ? [own.cents, centsOf(partner)] : [centsOf(partner), own.cents];
      if (isUpsideDown(low, high)) {
        heldBack.current = bound;
        setIsHeldBack(true);
        return;
      }
      const change: Partial<Record<K, number | ''>> = {};
      change[keys[bound]] = own.cents ?? '';
      if (heldBack.current === other && 'cents' in partner) change[keys[other]] = partner.cents ?? '';
      heldBack.current = null;
      setIsHeldBack(false);
      onChange(change);
    },
    [keys, onChange],
  );
  const commitMin = useCallback((text: string) => commit('min', text), [commit]);
  const commitMax = useCallback((text: string) => commit('max', text), [commit]);
  const [minText, setMinText] = useDebouncedInput(centsToDollars(min), commitMin, DEBOUNCE_MS);
  const [maxText, setMaxText] = useDebouncedInput(centsToDollars(max), commitMax, DEBOUNCE_MS);
  useEffect(() => {
    texts.current = { min: minText, max: maxText };
  }, [minText, maxText]);

  const minAmount = amountOf(minText);
  const maxAmount = amountOf(maxText);
  const low = centsOf(minAmount);
  const high = centsOf(maxAmount);
  const rangeError =
    isHeldBack && low !== undefined && high !== undefined && low > high
      ? `The minimum (${formatMoney(low, 'short')}) is more than the maximum (${formatMoney(high, 'short')})`
      : undefined;
  const rangeErrorId = `${id}-range-error`;

  return (
    <fieldset>
      <legend className={filterLegend}>{legend}</legend>
      {hint && <p className="mb-2 text-xs text-gray-700 dark:text-gray-300">{hint}</p>}
      <div className="grid grid-cols-2 gap-3">
        <DollarInput
          label="Minimum"
          value={minText}
          error={'error' in minAmount ? minAmount.error : undefined}
          rangeErrorId={rangeError && rangeErrorId}
          onChange={setMinText}
        />
        <DollarInput
          label="Maximum"
          value={maxText}
          error={'error' in maxAmount ? maxAmount.error : undefined}
          rangeErrorId={rangeError && rangeErrorId}
          onChange={setMaxText}
        />
      </div>
      {rangeError && (
        <p id={rangeErrorId} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          {rangeError}
        </p>
      )}
    </fieldset>
  );
}

type DollarInputProps = {
  label: string;
  value: string;
  error: string | undefined;
  /** The range's own message, which both boxes are described by. */
  rangeErrorId: string | undefined;
  onChange: (text: string) => void;
};

function DollarInput({ label, value, error, rangeErrorId, onChange }: DollarInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', rangeErrorId ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-700 dark:text-gray-300">
        {label}
      </label>
      <MoneyInput
        id={id}
        value={value}
        onChange={onChange}
        aria-invalid={Boolean(error || rangeErrorId)}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
