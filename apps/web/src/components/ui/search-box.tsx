import { type FormEvent, useCallback, useId } from 'react';
import { useDebouncedInput } from '../../hooks/use-debounced-input';
import { inputClass } from './input';
import { SearchIcon } from './search-icon';

const DEBOUNCE_MS = 300;

export type SearchBoxProps = {
  /** What is searched, for screen readers ('Search jobs'). */
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onSearch: (q: string) => void;
};

/** The words of a search (Find Work, Find Talent): results follow as the user types, and Enter searches at once. */
export function SearchBox({ label, placeholder, maxLength, value: committed, onSearch }: SearchBoxProps) {
  const id = useId();
  const commit = useCallback((q: string) => onSearch(q.trim()), [onSearch]);
  const [value, setValue, commitNow] = useDebouncedInput(committed, commit, DEBOUNCE_MS);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitNow(value);
  };
  return (
    <search>
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
          <input
            id={id}
            type="search"
            name="q"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={placeholder}
            maxLength={maxLength}
            className={`${inputClass} min-h-11 pl-10 text-base`}
          />
        </div>
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </form>
    </search>
  );
}
