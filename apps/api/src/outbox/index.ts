export {
  backoffMs,
  type CommitReaction,
  createDispatcher,
  type Dispatcher,
  type EventHandler,
  type OutboxStats,
} from './dispatcher';
export {
  AUDIT_ONLY_EVENTS,
  type EventMap,
  type EventType,
  type NewEvent,
  type OutboxEvent,
} from './event-map';
export { storeAnswer } from './idempotency-keys';
export {
  bindRepositories,
  type Repositories,
  type RepositoriesMadeBy,
  registerRepositories,
} from './repositories';
export {
  type Answer,
  currentRequestKey,
  ReplayedAnswer,
  type RequestKey,
  withRequestKey,
} from './request-key';
export {
  createUnitOfWork,
  type EmitOptions,
  type RunOptions,
  type Tx,
  type UnitOfWork,
} from './unit-of-work';
