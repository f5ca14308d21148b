/** A small count next to a link (e.g. offers waiting); read as "N pending" by screen readers. Nothing at zero. */
export function CountBadge({ count, what = 'pending' }: { count: number | undefined; what?: string }) {
  if (!count) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
      {count}
      <span className="sr-only"> {what}</span>
    </span>
  );
}
