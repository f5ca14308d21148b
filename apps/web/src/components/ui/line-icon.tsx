/**
 * A decorative line icon on the 24×24 grid, drawn in the text colour: one path, sized and placed
 * by `className`.
 */
export function LineIcon({
  d,
  className,
  strokeWidth = 2,
  round = false,
}: {
  d: string;
  className: string;
  strokeWidth?: number;
  /** Round line caps and joins, for the thinner admin icons. */
  round?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
    >
      <path d={d} />
    </svg>
  );
}
