import { useId } from 'react';
import { FieldError } from '../../../components/ui/form-field';

type WouldWorkAgainInputProps = {
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string | undefined;
};

const CHOICES = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** The private "would you work with them again?": it feeds the score, and nobody reads it. */
export function WouldWorkAgainInput({ value, onChange, error }: WouldWorkAgainInputProps) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={Boolean(error) || undefined}
    >
      <p id={`${id}-label`} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        Would you work with them again?
      </p>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
        Private: nobody sees your answer, not even them. It only counts toward their reputation score.
      </p>
      <div className="mt-2 flex gap-3">
        {CHOICES.map((choice) => (
          <label
            key={choice.label}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm ring-1 ring-gray-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600 dark:ring-gray-700 dark:has-[:checked]:bg-gray-800"
          >
            <input
              type="radio"
              name={id}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
