import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@skillora/shared/endpoints/endpoint';
import { toQueryString } from './query-string';

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

type Has<E, K extends string> = E extends { readonly [key in K]: object } ? true : false;

/** A call of one endpoint: what its path, query and body take, typed from its schemas. */
export type CallOptions<E extends Endpoint> = {
  /** Shown when the server sends no `{ error }` (the spec's per-call fallback texts). */
  fallbackError: string;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving request. */
  headers?: Record<string, string>;
} & (Has<E, 'params'> extends true ? { params: ParamsOf<E> } : { params?: never }) &
  (Has<E, 'query'> extends true ? { query?: QueryOf<E> } : { query?: never }) &
  (E extends { multipart: true }
    ? { body?: BodyOf<E>; form?: FormData }
    : Has<E, 'body'> extends true
      ? undefined extends BodyOf<E>
        ? { body?: BodyOf<E>; form?: never }
        : { body: BodyOf<E>; form?: never }
      : { body?: never; form?: never });

/** `/api/contracts/:id` with `{ id }` → `/api/contracts/3f…`: every parameter encoded. */
export function pathOf(path: string, params: Record<string, string> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Calls an endpoint of the shared table (packages/shared/src/endpoints): the URL from its path and
 * `params`, the query string from `query`, the body as JSON (or `form` as multipart), on one
 * origin with the session cookie; the answer typed from the endpoint's response schema.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<ResponseOf<E>> {
  const { params, query, body, form, fallbackError, signal, headers = {} } = options;
  const url = `${pathOf(endpoint.path, params as Record<string, string> | undefined)}${toQueryString(query ?? {})}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
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
  // The server serialized it with the endpoint's response schema.
  return data as ResponseOf<E>;
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
