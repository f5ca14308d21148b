import { ApiError } from '../../../lib/api-client';

/** POST a file as multipart/form-data in the field `file` (the one call that is not JSON). */
export async function uploadFile<T>(path: string, file: File, fallbackError: string): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', credentials: 'include', body });
  } catch {
    throw new ApiError(fallbackError, 0, false);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string'
        ? data.error
        : undefined;
    throw new ApiError(message ?? fallbackError, response.status, Boolean(message));
  }
  return data as T;
}
