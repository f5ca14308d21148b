import { type ReactNode, useId, useState } from 'react';
import { LineIcon } from './line-icon';

type FiltersPanelProps = {
  /** How many filters are set: shown on the phone's Filters button, and what Clear filters empties. */
  filterCount: number;
  onClear: () => void;
  children: ReactNode;
};

/** A search's filters beside the results on wide screens; on phones, folded behind a Filters disclosure. */
export function FiltersPanel({ filterCount, onClear, children }: FiltersPanelProps) {
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const panelId = useId();
  return (
    <section
      aria-label="Filters"
      className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 lg:p-5 dark:bg-gray-900 dark:ring-gray-800"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="hidden text-lg font-semibold lg:block">Filters</h2>
        <button
          type="button"
          aria-expanded={areFiltersOpen}
          aria-controls={panelId}
          onClick={() => setAreFiltersOpen((open) => !open)}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 font-semibold lg:hidden"
        >
          <LineIcon
            d="m6 9 6 6 6-6"
            className={`size-5 transition-transform ${areFiltersOpen ? 'rotate-180' : ''}`}
          />
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
        {filterCount > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="min-h-10 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            Clear filters
          </button>
        )}
      </div>
      <div id={panelId} className={`${areFiltersOpen ? 'block' : 'hidden'} mt-4 lg:block`}>
        {children}
      </div>
    </section>
  );
}
