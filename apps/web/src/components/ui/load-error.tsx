import { errorText } from '../../lib/api-client';
import { isNotFound } from '../../lib/is-not-found';
import { Button } from './button';
import { NotFoundPage } from './not-found-page';

/** A page whose data did not load: not found is the 404 page, anything else says why and offers a retry. */
export function LoadError({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  if (isNotFound(error)) return <NotFoundPage />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">{errorText(error, fallback)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
