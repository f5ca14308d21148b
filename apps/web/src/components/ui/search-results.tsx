import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** What a search says of its results, in its own nouns ('jobs', 'freelancers'). */
export type SearchResultTexts = {
  /** 'Loading jobs…' */
  loading: string;
  /** 'Failed to load jobs': when the API gives no message of its own. */
  failed: string;
  /** 'No jobs match your search' */
  noMatch: string;
  /** 'No open jobs right now': nothing at all, before any criterion. */
  none: string;
  /** What to expect when there is nothing at all. */
  noneHint: string;
};

type SearchResultsProps<Row> = {
  rows: Row[];
  /** The previous results, shown dimmed while the new ones load. */
  isStale: boolean;
  children: (row: Row) => ReactNode;
};

/** The result cards of a search. */
export function SearchResults<Row extends { id: string }>({
  rows,
  isStale,
  children,
}: SearchResultsProps<Row>) {
  return (
    <ul className={`mt-4 space-y-4 transition-opacity ${isStale ? 'opacity-60' : ''}`}>
      {rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </ul>
  );
}

export function SearchResultsLoading({ text }: { text: string }) {
  return <p className="mt-4 py-12 text-center text-gray-700 dark:text-gray-300">{text}</p>;
}

export function SearchResultsError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p
      role="alert"
      className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errorText(error, fallback)}
    </p>
  );
}

type NoResultsProps = {
  texts: SearchResultTexts;
  hasCriteria: boolean;
  onClear: () => void;
  clearLabel: string;
};

/** Why a search has no result, and the way out of it. */
export function NoResults({ texts, hasCriteria, onClear, clearLabel }: NoResultsProps) {
  return (
    <EmptyState
      className="mt-4"
      title={hasCriteria ? texts.noMatch : texts.none}
      description={hasCriteria ? 'Try other words or fewer filters.' : texts.noneHint}
    >
      {hasCriteria && (
        <Button variant="secondary" className="mt-5" onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </EmptyState>
  );
}
