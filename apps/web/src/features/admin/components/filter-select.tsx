import { inputClass } from '../../../components/ui/input';

type FilterSelectProps = {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** A labelled select for a list page's toolbar (sort, order, status…). */
export function FilterSelect({ label, value, options, onChange, disabled }: FilterSelectProps) {
  return (
    <label className="flex items-center gap-2 whitespace-nowrap text-sm font-medium text-gray-700 dark:text-gray-300">
      {label}
      <select
        className={`${inputClass} min-h-10 w-auto pr-8 disabled:opacity-60`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
