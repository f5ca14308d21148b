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

/**
 * One lifecycle (job, proposal, offer, contract, milestone, dispute): the allowed moves, and `apply`,
 * which makes one of them as a compare-and-set under a row lock — the record is locked, its state
 * compared with the move's sources, then set — with an audit row and a `state.changed` outbox event
 * in the same transaction. Two tabs racing serialize on the lock; the second one is refused.
 */
export function defineStateMachine<S extends string, M extends string>(
  entity: AuditEntity,
  moves: Record<M, Move<S>>,
  texts: { notFound: string; refused: string },
) {
  const movesFrom = (state: S): M[] =>
    (Object.keys(moves) as M[]).filter((m) => moves[m].from.includes(state));
  return {
    entity,
    moves,
    /** What the UI may offer in a state (e.g. no Edit on a closed job). */
    movesFrom,
    can: (state: S, move: M) => moves[move].from.includes(state),

    async apply(
      tx: Tx,
      input: {
        id: string;
        move: M;
        actorId: string | null;
        /** Reads the record's state `FOR UPDATE`, or null when it is not there (for this viewer). */
        lock: () => Promise<S | null>;
        /** Writes the new state (and anything that goes with it). */
        set: (to: S, from: S) => Promise<void>;
        /** Outbox ordering key; the record by default. */
        subject?: string;
      },
    ): Promise<{ from: S; to: S }> {
      const move = moves[input.move];
      const from = await input.lock();
      if (from === null) throw notFound(texts.notFound);
      if (!move.from.includes(from)) throw conflict(move.refusals?.[from] ?? texts.refused);
      await input.set(move.to, from);
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
      return { from, to: move.to };
    },
  };
}
