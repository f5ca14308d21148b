import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntity =
  | 'category'
  | 'skill'
  | 'user'
  | 'job'
  | 'proposal'
  | 'offer'
  | 'contract'
  | 'milestone'
  | 'dispute'
  | 'review'
  | 'message';

/** One admin change: who did what to which record, and the record before and after. */
export type AuditEntry = {
  actorId: string | null;
  action: `${AuditEntity}.${string}`;
  entity: AuditEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Called inside the transaction that makes the change, so a change and its audit entry commit (or
 * fail) together. `actorId` is who did it (an admin, or the user acting on their own records).
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
