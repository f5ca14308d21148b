import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';

type EditableRowsProps<T> = {
  legend: string;
  /** What one row is called: 'Language 2', 'Job 1'. */
  rowName: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: () => T;
  max: number;
  addLabel: string;
  /** The list's own error (too many, a duplicate), under it. */
  error?: string | undefined;
  renderRow: (row: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
};

/**
 * A list the user grows and shrinks in place (languages, employment, education): each row is
 * named by its position, removed with its own button, and the add button hides at the limit.
 */
export function EditableRows<T>({
  legend,
  rowName,
  rows,
  onChange,
  blank,
  max,
  addLabel,
  error,
  renderRow,
}: EditableRowsProps<T>) {
  const update = (index: number) => (patch: Partial<T>) =>
    onChange(rows.map((row, j) => (j === index ? { ...row, ...patch } : row)));
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">{legend}</legend>
      <ul className="space-y-3">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
          <li key={i} className="flex flex-wrap items-end gap-2">
            {renderRow(row, update(i), i)}
            <Button
              type="button"
              variant="ghost"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              aria-label={`Remove ${rowName.toLowerCase()} ${i + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <FieldError message={error} />
      {rows.length < max && (
        <Button
          type="button"
          variant="secondary"
          className="mt-2"
          onClick={() => onChange([...rows, blank()])}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
