import { ApiError } from './api-client';

/** No such item for this viewer: 404, or 400 for an id that is not even a UUID (the API says "Not found"). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
