import { useCallback, useId } from 'react';
import { useDebouncedInput } from '../../hooks/use-debounced-input';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { filterLegend } from './filter-styles';
import { inputClass } from './input';

const DEBOUNCE_MS = 500;

type DollarRangeFilterProps = {
  legend: string;
  hint?: string;
  min: number | undefined;
  max: number | undefined;
  /** Cents, or '' when the box is emptied. */
  onMin: (cents: number | '') => void;
  onMax: (cents: number | '') => void;
};

/** A money range typed in dollars (a budget, an hourly rate); the URL and the API get cents. */
export function DollarRangeFilter({ legend, hint, min, max, onMin, onMax }: DollarRangeFilterProps) {
  return (
    <fieldset>
      <legend className={filterLegend}>{legend}</legend>
      {hint && <p className="mb-2 text-xs text-gray-700 dark:text-gray-300">{hint}</p>}
      <div className="grid grid-cols-2 gap-3">
        <DollarInput label="Minimum" cents={min} onCommit={onMin} />
        <DollarInput label="Maximum" cents={max} onCommit={onMax} />
      </div>
    </fieldset>
  );
}

type DollarInputProps = { label: string; cents: number | undefined; onCommit: (cents: number | '') => void };

function DollarInput({ label, cents, onCommit }: DollarInputProps) {
  const id = useId();
  const commit = useCallback(
    (text: string) => {
      const next = dollarsToCents(text);
      // A half-typed or mistyped amount stays in the box with its message; the search keeps the last good one.
      if (next === undefined || !Number.isNaN(next)) onCommit(next ?? '');
    },
    [onCommit],
  );
  const [value, setValue] = useDebouncedInput(centsToDollars(cents), commit, DEBOUNCE_MS);
  const isInvalid = Number.isNaN(dollarsToCents(value));
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-gray-700 dark:text-gray-300">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-700 dark:text-gray-300"
        >
          $
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
          className={`${inputClass} pl-7`}
        />
      </div>
      {isInvalid && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
          Enter an amount in dollars
        </p>
      )}
    </div>
  );
}
