import type { InputHTMLAttributes } from 'react';
import { moneyInputText } from '../../lib/money';
import type { FieldControlProps } from './form-field';
import { inputClass } from './input';

type MoneyInputProps = FieldControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
    /** Shown after the amount, e.g. "/hr". */
    suffix?: string;
  };

/** Dollars as typed ("1,500.50"); the form turns them into integer cents before anything is sent. */
export function MoneyInput({ value, onChange, suffix, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-gray-700 dark:text-gray-300"
      >
        $
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(moneyInputText(e.target.value))}
        className={`${inputClass} pl-7 ${suffix ? 'pr-12' : ''}`}
        {...props}
      />
      {suffix && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-700 dark:text-gray-300"
        >
          {suffix}
        </span>
      )}
    </div>
  );
}
