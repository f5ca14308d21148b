import { pageFrom } from '../lib/pages';
import { type PagedSource, usePagedList } from './use-paged-list';
import { useQueryState } from './use-query-state';

/** A numbered list whose page lives in the URL (`?page=`); `useRows` is its query hook. */
export function useUrlPagedList<T>(useRows: (page: number) => PagedSource<T>) {
  const [state, setState] = useQueryState(['page']);
  return usePagedList(useRows(pageFrom(state.page)), state.page, setState);
}

type StatusOption<S extends string> = { value: S | ''; label: string };

/**
 * A numbered list filtered by status, both in the URL (`?<statusKey>=`, `?page=`): a status the
 * options do not offer reads as "All", and another status starts again at page 1. `filter` is what
 * a StatusFilter takes besides its label.
 */
export function useStatusPagedList<S extends string, T>(
  statusKey: string,
  options: ReadonlyArray<StatusOption<S>>,
  useRows: (query: { page: number; status: S | undefined }) => PagedSource<T>,
) {
  const [state, setState] = useQueryState([statusKey, 'page']);
  // Typed by a key only known at run time; useQueryState reads '' for a key missing from the URL.
  const { page = '', [statusKey]: asked } = state;
  const status = options.find((option) => option.value === asked)?.value ?? '';
  const rows = useRows({ page: pageFrom(page), status: status || undefined });
  const list = usePagedList(rows, page, setState);
  const onChange = (next: S | '') => setState({ [statusKey]: next, page: '' });
  return { status, list, filter: { value: status, options, onChange } };
}
