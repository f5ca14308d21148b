import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEntity = 'category' | 'skill' | 'user';

/** One admin change: who did what to which record, and the record before and after. */
export type AuditEntry = {
  actorId: string;
  action: `${AuditEntity}.${string}`;
  entity: AuditEntity;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Called by the other admin repositories inside the transaction that makes the change, so a change
 * and its audit entry commit (or fail) together.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
