import { type ReactNode, useState } from 'react';
import { FiltersPanel } from './filters-panel';
import { SearchBox, type SearchBoxProps } from './search-box';

type SearchPageProps = {
  title: string;
  intro: string;
  search: SearchBoxProps;
  /** The results section's id, which the skip link targets. */
  resultsId: string;
  filters: ReactNode;
  filterCount: number;
  /** From `useFilterReset`: the key that remounts the filters, and the clear that bumps it. */
  reset: FilterReset;
  /** 'N jobs found', announced as it changes. */
  status: string;
  isFetching: boolean;
  sort: ReactNode;
  /** The results (a paged list). */
  children: ReactNode;
};

export type FilterReset = { key: number; clear: () => void };

/**
 * Clearing remounts the filters: an amount still waiting on its debounce goes with them instead of
 * coming back after the clear.
 */
export function useFilterReset(clearFilters: () => void): FilterReset {
  const [key, setKey] = useState(0);
  return {
    key,
    clear: () => {
      setKey((k) => k + 1);
      clearFilters();
    },
  };
}

/** A search page (Find Work, Find Talent): the search box, filters beside the results, and sort. */
export function SearchPage({
  title,
  intro,
  search,
  resultsId,
  filters,
  filterCount,
  reset,
  status,
  isFetching,
  sort,
  children,
}: SearchPageProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{intro}</p>
      <div className="mt-6">
        <SearchBox {...search} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        {/* Keyboard users jump past the filters (40 skills and more) straight to the results. */}
        <a
          href={`#${resultsId}`}
          className="sr-only rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:justify-self-start lg:col-span-2"
        >
          Skip to results
        </a>
        <FiltersPanel key={reset.key} filterCount={filterCount} onClear={reset.clear}>
          {filters}
        </FiltersPanel>
        <section
          id={resultsId}
          tabIndex={-1}
          aria-label="Results"
          aria-busy={isFetching}
          className="scroll-mt-20 focus:outline-none"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-gray-900 dark:text-white">
              {status}
            </p>
            {sort}
          </div>
          {children}
        </section>
      </div>
    </div>
  );
}
