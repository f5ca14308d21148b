import type { ReactNode } from 'react';
import type { PagedList as PagedListState } from '../../hooks/use-paged-list';
import { formatCount } from '../../lib/format';
import { LoadError } from './load-error';
import { PagedList } from './paged-list';
import { Spinner } from './spinner';

type StandardPagedListProps<T> = {
  list: PagedListState<T>;
  /** Names the Previous / Next navigation, e.g. "My jobs pages". */
  label: string;
  /** The spinner's label while the first page loads, e.g. "Loading your jobs". */
  loadingLabel: string;
  /** The message when the list could not load and the server said nothing better. */
  failedFallback: string;
  /** Shown instead of the rows (and the pages) when the list has none at all. */
  empty: ReactNode;
  /** What one row is, counted above the rows: "job" reads "12 jobs"; without it no count shows. */
  noun?: string;
  children: (rows: T[]) => ReactNode;
};

/** A paged list with the usual states: a spinner, a retryable load error, the empty state, and the count of rows. */
export function StandardPagedList<T>({
  list,
  label,
  loadingLabel,
  failedFallback,
  empty,
  noun,
  children,
}: StandardPagedListProps<T>) {
  return (
    <PagedList
      list={list}
      label={label}
      loading={<Spinner label={loadingLabel} />}
      failed={(error) => <LoadError error={error} fallback={failedFallback} onRetry={list.retry} />}
      empty={empty}
      summary={
        noun === undefined
          ? undefined
          : (total) => (
              <p className="mb-3 text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
                {formatCount(total, noun)}
              </p>
            )
      }
    >
      {children}
    </PagedList>
  );
}
