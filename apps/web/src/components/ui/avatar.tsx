const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A user's photo, or their initials in a brand circle: the account's face in every top bar.
 * Decorative: a name goes beside it.
 */
export function Avatar({
  name,
  photoUrl,
  className = 'size-9',
}: {
  name: string;
  photoUrl?: string | null | undefined;
  className?: string;
}) {
  if (photoUrl)
    return (
      <img src={photoUrl} alt="" className={`shrink-0 rounded-full bg-gray-100 object-cover ${className}`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
