import { FilterSelect, SearchBox } from '../../../admin';
import { LISTING_OPTIONS, STATUS_OPTIONS } from '../job-filters';

type JobsToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  status: string;
  listing: string;
  onFilter: (change: { status?: string; listing?: string }) => void;
};

export function JobsToolbar({ search, onSearch, status, listing, onFilter }: JobsToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchBox label="Search jobs" placeholder="Search jobs..." value={search} onChange={onSearch} />
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => onFilter({ status: value })}
        />
        <FilterSelect
          label="Listing"
          value={listing}
          options={LISTING_OPTIONS}
          onChange={(value) => onFilter({ listing: value })}
        />
      </div>
    </div>
  );
}
