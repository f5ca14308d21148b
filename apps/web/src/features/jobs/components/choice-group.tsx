import { useId } from 'react';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  name: string;
  value: T | '';
  options: ReadonlyArray<{ value: T; label: string; description?: string }>;
  onChange: (value: T) => void;
  error?: string | undefined;
};

/** One choice out of a few, as radio cards (budget type, experience level). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 text-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/30 dark:border-gray-700 dark:bg-gray-900"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>
              <span className="block font-semibold text-gray-900 dark:text-gray-100">{option.label}</span>
              {option.description && (
                <span className="block text-xs text-gray-700 dark:text-gray-300">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
