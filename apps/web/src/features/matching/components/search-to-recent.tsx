import { JOB_SEARCH_MAX } from '@skillora/shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '../../../components/ui/input';
import { SearchIcon } from '../../../components/ui/search-icon';

/**
 * Find Work's search box above Best matches: searching opens the search's results (Most recent
 * order, ranked by the words), as Upwork's feed does. Only on submit, unlike the search's own box:
 * switching views while someone types would take the box from under their fingers.
 */
export function SearchToRecent({ onSearch }: { onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSearch(value.trim());
  };
  return (
    <search className="mb-6">
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Search jobs
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400" />
          <input
            id={id}
            type="search"
            name="q"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="Search by title, skill or keyword"
            maxLength={JOB_SEARCH_MAX}
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
