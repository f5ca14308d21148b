import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';

/** A part of a page whose data did not load (a home's card): why, and a retry, in the card's size. */
export function PartLoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <p>{errorText(error, fallback)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
