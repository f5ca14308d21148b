import type { ReactNode } from 'react';

/** One block of the settings page: a heading (h2, named for landmarks), a line of help, the form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      // A link may open the page at its section (/freelancer/settings#settings-two-step).
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-gray-200 bg-white p-5 sm:p-6 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
