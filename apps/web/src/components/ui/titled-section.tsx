import type { ReactNode } from 'react';

type TitledSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A section of a page with its heading (h2), which names it for landmark navigation. */
export function TitledSection({ id, title, className, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
