import { type InputHTMLAttributes, useId, useState } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string };

export function TextField({ label, id, className = '', ...props }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-300">
        {label}
      </label>
      <input id={inputId} className={inputClass} {...props} />
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ label, id, className = '', ...props }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={`${inputClass} pr-16`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={isVisible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex min-w-12 items-center justify-center rounded-r-lg px-3 text-xs font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-100"
        >
          {isVisible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}
