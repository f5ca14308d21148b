import type { Tx } from '../../outbox';
import type { NewModerationAction } from './moderation-actions.repository';
import './repositories';

/**
 * Records a moderation decision in the transaction that carries it out (the message hidden, the
 * user blocked or warned), so the decision and its record commit together. The owners of what is
 * acted on call it (messages, admin-users); this module reads none of their tables.
 */
export const recordModerationActionIn = (tx: Tx, action: NewModerationAction) =>
  tx.repos.moderationActions.insert(action);
