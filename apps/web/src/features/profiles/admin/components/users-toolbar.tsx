import { FilterSelect, SearchBox } from '../../../admin';
import { ORDER_OPTIONS, SORT_OPTIONS } from '../users-sort';

type UsersToolbarProps = {
  noun: 'clients' | 'freelancers';
  search: string;
  onSearch: (value: string) => void;
  sort: string;
  order: string;
  onSort: (change: { sort?: string; order?: string }) => void;
};

export function UsersToolbar({ noun, search, onSearch, sort, order, onSort }: UsersToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchBox
        label={`Search ${noun}`}
        placeholder={`Search ${noun}...`}
        value={search}
        onChange={onSearch}
      />
      <div className="flex flex-wrap items-center gap-3">
        <FilterSelect
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => onSort({ sort: value })}
        />
        <FilterSelect
          label="Order"
          value={order}
          options={ORDER_OPTIONS}
          disabled={sort === ''}
          onChange={(value) => onSort({ order: value })}
        />
      </div>
    </div>
  );
}
