/**
 * Every outbox event type and its payload. Modules add theirs by augmenting this interface from
 * their own folder (`declare module '../../outbox' { interface EventMap { … } }`), so the outbox
 * knows no module and a module's events stay next to its code.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging
export interface EventMap {}

export type EventType = keyof EventMap & string;

/**
 * Event types nothing handles on purpose: the events table (and the audit log) is their record.
 * Every other event type needs a handler; a test fails when one has neither (ADR 026).
 */
export const AUDIT_ONLY_EVENTS: ReadonlySet<string> = new Set([
  // Every lifecycle move; the audit log holds the same change for people.
  'state.changed',
] satisfies EventType[]);

export type NewEvent = {
  type: EventType;
  subject: string;
  payload: Record<string, unknown>;
  secret?: string | null;
  createdAt?: Date;
  availableAt?: Date;
};

export type OutboxEvent<K extends EventType = EventType> = {
  id: number;
  type: K;
  subject: string;
  payload: EventMap[K];
  /** Cleared from the table once the event is handled. */
  secret: string | null;
  /** 1 on the first try. */
  attempt: number;
  createdAt: Date;
};
