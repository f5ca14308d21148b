import type { ReactNode } from 'react';

type IconCardProps = {
  icon: ReactNode;
  /** The icon's square: its background and colour. */
  iconClassName: string;
  /** The card's heading, at the level the page's outline needs. */
  heading: ReactNode;
  text: string;
  /** Under the text, e.g. a link to read more. */
  children?: ReactNode;
};

/** A selling point in a row of cards (the landing page's reasons, the freelancer home's pitch). */
export function IconCard({ icon, iconClassName, heading, text, children }: IconCardProps) {
  return (
    <li className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ${iconClassName}`}>
        {icon}
      </span>
      {heading}
      <p className="mt-2 text-gray-700 dark:text-gray-300">{text}</p>
      {children}
    </li>
  );
}
