import { LineIcon } from './line-icon';

/** The magnifier of the search boxes, sized and coloured by `className`. */
export function SearchIcon({ className }: { className: string }) {
  return <LineIcon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-3.5-3.5" className={className} />;
}
