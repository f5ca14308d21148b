import { ApiError } from './api-client';

/** The answer that ends a user action: a success, or a refusal the server stored and would replay. */
const endsAction = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The Idempotency-Key of one user action (one click of Approve, Fund, Withdraw…) across all its
 * attempts: a retry by the client or the user's own retry click after a network error or a 5xx
 * carries the same key, so the server replays the first answer instead of moving money twice.
 * A new key comes after a success, after a 4xx refusal (the server stored it, and the same key
 * would only replay it), or when the input changed (that is another action).
 */
export function actionKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let held: { input: string; key: string } | undefined;
  return {
    /** The key for an attempt with this input. */
    attempt(input: unknown): string {
      const text = JSON.stringify(input);
      if (held?.input !== text) held = { input: text, key: makeKey() };
      return held.key;
    },
    /** After an attempt's answer: `error` is what it threw, undefined on success. */
    settle(error?: unknown) {
      if (error === undefined || endsAction(error)) held = undefined;
    },
  };
}

export type ActionKeys = ReturnType<typeof actionKeys>;
