import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/**
 * A bordered card that scrolls sideways on narrow screens instead of squeezing the columns. It is
 * the containing block of what is positioned inside (the screen-reader-only texts of the cells), so
 * a table scrolled inside it cannot make the page wider (issue 31: /admin/reviews at 320 px).
 */
export function Table({
  caption,
  minWidth = 'min-w-[36rem]',
  children,
}: {
  caption: string;
  /** Below this the table scrolls sideways; the default suits four or five columns. */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <table className={`w-full border-collapse text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:border-gray-800 dark:bg-gray-900/60 dark:text-gray-400">
      {children}
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{children}</tbody>;
}

export function Row({ className = '', ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={`transition-colors hover:bg-gray-50/80 dark:hover:bg-gray-800/40 ${className}`}
      {...props}
    />
  );
}

export function HeaderCell({ className = '', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={`whitespace-nowrap px-3 py-3 sm:px-4 ${className}`} {...props} />;
}

/** A long word (a 100-character name without spaces) wraps anywhere, so it never pushes the other columns off screen. */
export function Cell({ className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`px-3 py-3 align-middle [overflow-wrap:anywhere] sm:px-4 ${className}`} {...props} />;
}

/** One full-width row for "nothing here" and "loading". */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-center text-sm text-gray-600 dark:text-gray-400">
        {children}
      </td>
    </tr>
  );
}
