import type { ReactNode } from 'react';

type EmptyStateProps = {
  title: ReactNode;
  description: ReactNode;
  /** A picture above the title. */
  icon?: ReactNode;
  /** What to do next (a link or a button), under the text. */
  children?: ReactNode;
  className?: string;
};

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ title, description, icon, children, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed border-gray-300 bg-white px-6 py-14 text-center dark:border-gray-700 dark:bg-gray-900 ${className}`}
    >
      {icon}
      <p className={`text-lg font-semibold ${icon ? 'mt-4' : ''}`}>{title}</p>
      <p className="mt-1 max-w-md text-gray-700 dark:text-gray-300">{description}</p>
      {children}
    </div>
  );
}
