import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../outbox';
import { type AuditEntity, recordAudit } from './audit';
import { conflict, notFound } from './http-error';

export type Move<S extends string> = {
  from: readonly S[];
  to: S;
  /** Why the move is refused, by the state the record is in (409 with this text). */
  refusals?: Partial<Record<S, string>>;
};

/** A state change, written to the outbox with the change itself. */
export type StateChange = {
  entity: AuditEntity;
  id: string;
  move: string;
  from: string;
  to: string;
  actorId: string | null;
};

declare module '../outbox' {
  interface EventMap {
    'state.changed': StateChange;
  }
}

/** A table whose rows have a lifecycle: an `id` and a `status`. */
export type StatusTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };

/** Columns written with the status: values or SQL (e.g. `now()`). */
export type SetColumns<T extends StatusTable> = {
  [K in Exclude<keyof T['$inferInsert'], 'status'>]?: T['$inferInsert'][K] | SQL;
};

/** A condition the record must also meet, and the 409 when it is the only one that fails. */
export type Guard = { when: SQL; refusal: string };

/**
 * One lifecycle (job, proposal, offer, contract, milestone, dispute): the allowed moves, and `apply`,
 * which makes one of them as a compare-and-set in one statement — the row is locked, its state
 * compared with the move's sources and the move's target written — with an audit row and a
 * `state.changed` outbox event in the same transaction. Two tabs racing serialize on the lock; the
 * second one is refused. The target state is written here only, from the moves table.
 */
export function defineStateMachine<S extends string, M extends string, T extends StatusTable>(
  entity: AuditEntity,
  table: T,
  moves: Record<M, Move<S>>,
  texts: { notFound: string; refused: string },
) {
  // Drizzle types no query over a generic table: the statements are built on the table as a plain
  // `StatusTable`, and the row they return is the table's own row type.
  const base: StatusTable = table;
  const movesFrom = (state: S): M[] =>
    (Object.keys(moves) as M[]).filter((m) => moves[m].from.includes(state));

  /** Why a move found nothing to change: not there (for this viewer), the wrong state, or a guard. */
  async function refusal(tx: Tx, move: Move<S>, where: SQL | undefined, guard: Guard | undefined) {
    const [row] = await tx.db
      .select({
        status: sql<S>`${base.status}`,
        guarded: guard ? sql<boolean>`(${guard.when})` : sql<boolean>`true`,
      })
      .from(base)
      .where(where);
    if (!row) return notFound(texts.notFound);
    const from: S = row.status;
    if (!move.from.includes(from)) return conflict(move.refusals?.[from] ?? texts.refused);
    return conflict(guard && !row.guarded ? guard.refusal : texts.refused);
  }

  return {
    entity,
    moves,
    /** What the UI may offer in a state (e.g. no Edit on a closed job). */
    movesFrom,
    can: (state: S, move: M) => moves[move].from.includes(state),

    /** Makes the move, or throws 404 (not there for this viewer) or 409 with the move's refusal. */
    async apply(
      tx: Tx,
      input: {
        id: string;
        move: M;
        actorId: string | null;
        /** The viewer's condition on the row: a row outside it is "not found". */
        scope?: SQL;
        /** A further condition, checked after the state (e.g. the job is still open). */
        guard?: Guard;
        /** Columns written with the status. */
        set?: SetColumns<T>;
        /** Outbox ordering key; the record by default. */
        subject?: string;
      },
    ): Promise<{ from: S; to: S; row: T['$inferSelect'] }> {
      const move = moves[input.move];
      const where = and(eq(base.id, input.id), input.scope);
      // The previous status is aliased: a plain `status` would be ambiguous beside the table's.
      const prev = tx.db.$with('prev').as(
        tx.db
          .select({ id: base.id, status: sql<S>`${base.status}`.as('prev_status') })
          .from(base)
          .where(where)
          .for('update'),
      );
      const [hit] = await tx.db
        .with(prev)
        .update(base)
        .set({ ...input.set, status: move.to })
        .from(prev)
        .where(and(eq(base.id, prev.id), inArray(prev.status, [...move.from]), input.guard?.when))
        .returning({ from: prev.status, row: getTableColumns(table) });
      if (!hit) throw await refusal(tx, move, where, input.guard);
      const from: S = hit.from;
      await recordAudit(tx.db, {
        actorId: input.actorId,
        action: `${entity}.${input.move}`,
        entity,
        entityId: input.id,
        before: { status: from },
        after: { status: move.to },
      });
      tx.emit('state.changed', input.subject ?? `${entity}:${input.id}`, {
        entity,
        id: input.id,
        move: input.move,
        from,
        to: move.to,
        actorId: input.actorId,
      });
      return { from, to: move.to, row: hit.row };
    },
  };
}
