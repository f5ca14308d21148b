import type { GetUsersRequest } from '@skillora/shared';

/** The spec's sort choices. "SI No" is the join order the server uses when no sort is given. */
export const SORT_OPTIONS = [
  { value: '', label: 'None' },
  { value: 'si-no', label: 'SI No' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'joined', label: 'Joined' },
] as const;

export const ORDER_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
] as const;

type SortChoice = { sort: string; order: string };

/** The URL's sort and order as the API's query: None ignores the order. */
export function apiSort({ sort, order }: SortChoice): Pick<GetUsersRequest, 'sort' | 'order'> {
  const apiOrder = order === 'desc' ? 'desc' : 'asc';
  if (sort === 'name' || sort === 'email' || sort === 'joined') return { sort, order: apiOrder };
  if (sort === 'si-no') return { order: apiOrder };
  return {};
}

/**
 * The SI No shown on a row: its place in the list; sorted by SI No descending it counts down, so
 * the column reads as sorted.
 */
export function serialNumber(choice: SortChoice, index: number, firstIndex: number, total: number) {
  const position = firstIndex + index;
  return choice.sort === 'si-no' && choice.order === 'desc' ? total - position : position + 1;
}
