import { useId } from 'react';
import { inputClass } from '../../../components/ui/input';
import { Icon } from './icons';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
};

/** A search field with a clear button that appears once there is something to clear. */
export function SearchBox({ value, onChange, placeholder, label }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500 dark:text-gray-400">
        <Icon name="search" className="size-4" />
      </span>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} min-h-10 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}
