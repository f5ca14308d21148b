import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { bindRepositories, type EventType, type Tx, type UnitOfWork } from '../../outbox';

/** A money-moving request's key (ADR 020): who sent it, the key, and what the request was. */
export type IdempotencyKey = { userId: string; key: string; fingerprint: string };
/** An answer as it is sent and replayed: status and body. */
export type Answer = { status: number; body: unknown };

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's `Idempotency-Key`, or null without one (the request is then not replayable). */
export function idempotencyKeyOf(request: FastifyRequest, userId: string): IdempotencyKey | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest('Idempotency-Key is not valid');
  const body = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  return { userId, key, fingerprint: `${request.method} ${request.url.split('?')[0]} ${body}` };
}

export const sendAnswer = (reply: FastifyReply, answer: Answer) =>
  reply.code(answer.status).send(answer.body);

/** An `HttpError` as the answer it becomes. */
export const errorAnswer = (err: HttpError): Answer => ({
  status: err.statusCode,
  body: { error: err.message },
});

/**
 * Claims the key in the caller's transaction. A concurrent request with the same key waits on the
 * primary key until the first commits, then replays its answer. Null: the key is new (and now held).
 */
export async function claimKey(db: Executor, idem: IdempotencyKey): Promise<Answer | null> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId: idem.userId, key: idem.key, fingerprint: idem.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key)));
  if (!row) throw conflict('This request is still in progress; try again');
  if (row.fingerprint !== idem.fingerprint) {
    throw new HttpError(422, 'This Idempotency-Key was used for a different request');
  }
  if (row.statusCode === null) throw conflict('A request with this Idempotency-Key is still in progress');
  return { status: row.statusCode, body: row.body };
}

export async function storeAnswer(db: Executor, idem: IdempotencyKey, answer: Answer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, idem.userId), eq(idempotencyKeys.key, idem.key)));
}

type Emitted = Parameters<Tx['emit']>;

/**
 * Runs `work` in a savepoint of `tx`: its events reach the transaction only if it succeeds. A
 * refusal (4xx) rolls back to the savepoint and becomes the answer; anything else fails the whole.
 */
async function inSavepoint<T>(
  tx: Tx,
  work: (tx: Tx) => Promise<T>,
): Promise<{ value: T } | { refused: Answer }> {
  const emitted: Emitted[] = [];
  try {
    const value = await tx.db.transaction((savepoint) =>
      work({ db: savepoint, repos: bindRepositories(savepoint), emit: (...args) => void emitted.push(args) }),
    );
    for (const args of emitted) tx.emit(...(args as [EventType, string, never, never]));
    return { value };
  } catch (err) {
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    return { refused: errorAnswer(err) };
  }
}

/**
 * One use case in one transaction, replayable by key: the key is claimed first, the work runs in a
 * savepoint, and its answer — success or a refusal (4xx) — is stored with the change.
 */
export function runIdempotent(
  uow: UnitOfWork,
  idem: IdempotencyKey | null,
  work: (tx: Tx) => Promise<Answer>,
): Promise<Answer> {
  if (!idem) return uow.run(work);
  return uow.run(async (tx) => {
    const replay = await claimKey(tx.db, idem);
    if (replay) return replay;
    const result = await inSavepoint(tx, work);
    const answer = 'value' in result ? result.value : result.refused;
    await storeAnswer(tx.db, idem, answer);
    return answer;
  });
}

/**
 * The first step of a two-step request (a provider call between two transactions, ADR 020): the
 * key is claimed and left "in progress"; a refusal is stored as the answer at once.
 */
export function beginIdempotent<T>(
  uow: UnitOfWork,
  idem: IdempotencyKey | null,
  work: (tx: Tx) => Promise<T>,
): Promise<{ value: T } | { answer: Answer }> {
  if (!idem) return uow.run(async (tx) => ({ value: await work(tx) }));
  return uow.run(async (tx) => {
    const replay = await claimKey(tx.db, idem);
    if (replay) return { answer: replay };
    const result = await inSavepoint(tx, work);
    if ('value' in result) return result;
    await storeAnswer(tx.db, idem, result.refused);
    return { answer: result.refused };
  });
}
