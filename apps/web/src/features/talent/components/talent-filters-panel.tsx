import { useId, useState } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';
import type { TalentSearchParams } from '../api/search-talent';
import type { TalentSearchChange } from '../lib/talent-search-url';
import { TalentFilters } from './talent-filters';

type TalentFiltersPanelProps = {
  params: TalentSearchParams;
  filterCount: number;
  onChange: (change: TalentSearchChange) => void;
  onClear: () => void;
};

/** The filters beside the results on wide screens; on phones, folded behind a Filters disclosure. */
export function TalentFiltersPanel({ params, filterCount, onChange, onClear }: TalentFiltersPanelProps) {
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
        <TalentFilters params={params} onChange={onChange} />
      </div>
    </section>
  );
}
