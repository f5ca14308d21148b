import { AsyncLocalStorage } from 'node:async_hooks';
import { badRequest } from '../lib/http-error';

/** An answer as it is sent and replayed: status and body. */
export type Answer = { status: number; body: unknown };

/** A request's `Idempotency-Key` (ADR 020): whose it is, the key, and what the request was. */
export type IdempotencyKey = { userId: string; key: string; fingerprint: string };

/** The key of the request in progress, as the unit of work sees it (plugins/idempotency.ts sets it). */
export type RequestKey = {
  userId: string;
  /** The header as sent: checked when the request's first transaction claims it. */
  header: string | string[];
  fingerprint: string;
  /** The route's success status, stored with what the first transaction returns. */
  status: number;
  /** The checked key, once the first transaction began. */
  key?: IdempotencyKey;
  /** The first transaction committed: later ones in the request run as any other. */
  claimed: boolean;
  /** The body stored as the answer, which the route must send. */
  answered?: unknown;
};

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

const requests = new AsyncLocalStorage<RequestKey | undefined>();

/** The first answer stored under the key: the route sends it instead of running again. */
export class ReplayedAnswer extends Error {
  constructor(readonly answer: Answer) {
    super('replayed answer');
  }
}

/** Keyed requests whose handler has not finished. */
let keyedInFlight = 0;

/**
 * Runs a request's handler with its key in reach of every `uow.run` it makes.
 *
 * While any AsyncLocalStorage is enabled, Node 20 runs a hook for every promise of every request
 * (12–17 % of a health request's own instructions; ADR 043). The storage is switched off when the last
 * keyed request ends, so only the time when keys are in use pays for them. Work the handler left
 * running past its end then sees no key: it no longer belongs to the request.
 */
export async function withRequestKey<T>(key: RequestKey, handle: () => Promise<T>): Promise<T> {
  keyedInFlight++;
  try {
    return await requests.run(key, handle);
  } finally {
    if (--keyedInFlight === 0) requests.disable();
  }
}

/** Runs `work` as no request's: event handlers a commit starts must not claim its key. */
export const outsideRequest = <T>(work: () => T): T => requests.run(undefined, work);

/**
 * The request's key if its first transaction is about to begin (then it claims the key), else
 * null. A malformed key is refused here (400), before any work.
 */
export function keyToClaim(): (RequestKey & { key: IdempotencyKey }) | null {
  const request = requests.getStore();
  if (!request || request.claimed) return null;
  const { header } = request;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) throw badRequest('Idempotency-Key is not valid');
  return Object.assign(request, {
    key: { userId: request.userId, key: header, fingerprint: request.fingerprint },
  });
}

/** The key of the request in progress, once checked: a payment keeps it to store its answer later. */
export const currentRequestKey = (): string | null => requests.getStore()?.key?.key ?? null;

/** Notes the answer stored under the request's own key (a recovery stores others'). */
export function noteAnswer(owner: { userId: string; key: string }, answer: Answer): void {
  const request = requests.getStore();
  if (request?.key?.userId === owner.userId && request.key.key === owner.key) request.answered = answer.body;
}
