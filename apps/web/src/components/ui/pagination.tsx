import { Button } from './button';

type PaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
};

/** Previous / 'Page X of Y' / Next, as the spec's admin tables show them. */
export function Pagination({ page, pages, onPageChange, label = 'Pagination' }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4 sm:justify-end">
      <Button
        variant="secondary"
        className="disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-gray-700 tabular-nums dark:text-gray-300">
        Page {page} of {pages}
      </p>
      <Button
        variant="secondary"
        className="disabled:opacity-50"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
