import { useId } from 'react';
import { inputClass } from './input';

type SortSelectProps<S extends string> = {
  /** Every sort the search knows, in the order offered (a Record keeps it in step with the shared list). */
  labels: Record<S, string>;
  /** The sort that ranks by the words searched: offered, and the default, only while there is a query. */
  ranked: S;
  /** The default without a query. */
  unranked: S;
  sort: string;
  hasQuery: boolean;
  /** Receives '' for the default, so the URL stays short. */
  onChange: (sort: string) => void;
};

/** 'Sort by' for a search page (Find Work, Find Talent). */
export function SortSelect<S extends string>({
  labels,
  ranked,
  unranked,
  sort,
  hasQuery,
  onChange,
}: SortSelectProps<S>) {
  const id = useId();
  const fallback = hasQuery ? ranked : unranked;
  const options = (Object.keys(labels) as S[]).filter((value) => hasQuery || value !== ranked);
  const value = (options as string[]).includes(sort) ? sort : fallback;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700 dark:text-gray-300">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === fallback ? '' : e.target.value)}
        className={`${inputClass} w-auto`}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
