import type { Tx } from '../../outbox';
import './repositories';

/** Opens a job's conversation between its client and a freelancer inside another module's transaction (an invitation). */
export const openConversationIn = (tx: Tx, ids: { jobId: string; clientId: string; freelancerId: string }) =>
  tx.repos.conversations.open(ids.jobId, ids.clientId, ids.freelancerId);
