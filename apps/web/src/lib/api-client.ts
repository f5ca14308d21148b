/** A failed call: `message` is what the user should see (the server's `error`, or a fallback). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly hasServerMessage: boolean,
  ) {
    super(message);
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Shown when the server sends no `{ error }` (the spec's per-call fallback texts). */
  fallbackError: string;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
};

/** One origin, JSON in and out, the session cookie included. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, fallbackError, signal, headers = {} } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(fallbackError, 0, false);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const serverMessage =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : undefined;
    throw new ApiError(serverMessage ?? fallbackError, response.status, Boolean(serverMessage));
  }
  return data as T;
}

/** The user-facing text of any thrown value. */
export const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.hasServerMessage ? err.message : fallback;

/**
 * Once more for a network or server failure, never for a 4xx: a missing item or a rejected query
 * answers the same again, and the user should see why at once.
 */
export const retryUnlessClientError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1;
