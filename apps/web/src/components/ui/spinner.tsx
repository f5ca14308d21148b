export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 dark:border-gray-800 dark:border-t-brand-500" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
