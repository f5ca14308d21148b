import { FieldError } from './form-field';

type RadioChoicesProps<V extends string> = {
  legend: string;
  /** The group's name, one per form. */
  name: string;
  choices: ReadonlyArray<{ value: V; label: string }>;
  value: V | '';
  onChange: (value: V) => void;
  /** Shown under the choices, e.g. when none was picked. */
  error?: string | undefined;
  className?: string;
};

/** One choice of a few, as a fieldset of radio buttons with its legend (and its error). */
export function RadioChoices<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  className = '',
}: RadioChoicesProps<V>) {
  return (
    <fieldset className={className}>
      <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 py-1 text-sm">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-4 accent-brand-600"
          />
          {choice.label}
        </label>
      ))}
      <FieldError message={error} />
    </fieldset>
  );
}
