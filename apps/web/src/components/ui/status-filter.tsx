type StatusFilterProps<T extends string> = {
  label: string;
  value: T | '';
  options: ReadonlyArray<{ value: T | ''; label: string }>;
  onChange: (value: T | '') => void;
};

/** A row of toggle buttons that filter a list by status; exactly one is pressed. */
export function StatusFilter<T extends string>({ label, value, options, onChange }: StatusFilterProps<T>) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value || 'all'}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="min-h-9 rounded-full px-4 text-sm font-semibold ring-1 ring-gray-300 ring-inset hover:bg-gray-100 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 dark:ring-gray-700 dark:hover:bg-gray-800 dark:aria-pressed:bg-brand-600"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
