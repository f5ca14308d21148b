import type { ReactNode } from 'react';

/** Rows shown as a stack of cards, one list item each. */
export function CardList<T extends { id: string }>({
  rows,
  children,
}: {
  rows: T[];
  children: (row: T) => ReactNode;
}) {
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li
          key={row.id}
          className="rounded-xl bg-white p-5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800"
        >
          {children(row)}
        </li>
      ))}
    </ul>
  );
}
