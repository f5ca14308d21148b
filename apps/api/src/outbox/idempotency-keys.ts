import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { conflict, HttpError } from '../lib/http-error';
import { type Answer, type IdempotencyKey, noteAnswer } from './request-key';

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

/** Stores the answer under a claimed key, in the caller's transaction (the change's own). */
export async function storeAnswer(
  db: Executor,
  owner: { userId: string; key: string },
  answer: Answer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, body: answer.body })
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.key)));
  noteAnswer(owner, answer);
}
