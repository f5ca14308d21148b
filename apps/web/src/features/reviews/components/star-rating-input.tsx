import { REVIEW_STARS_MAX } from '@skillora/shared/review-rules';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/form-field';

type StarRatingInputProps = {
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | undefined;
};

const starsText = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * 1–5 stars as a radio group named by its criterion: native radios (arrow keys move the choice,
 * one tab stop), each laid transparent over its star so a click lands on the radio itself.
 */
export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <p id={`${id}-label`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </p>
      <div className="mt-1 flex items-center gap-1">
        {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => {
          const stars = i + 1;
          const isLit = value !== null && stars <= value;
          return (
            <label
              key={stars}
              className="relative inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-2xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={id}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className={isLit ? 'text-amber-700 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'}
              >
                ★
              </span>
              <span className="sr-only">{starsText(stars)}</span>
            </label>
          );
        })}
        <span aria-hidden="true" className="ml-2 text-sm text-gray-700 dark:text-gray-300">
          {value === null ? 'Not rated' : starsText(value)}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
