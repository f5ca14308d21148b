import type { Dispute } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { whoIs } from './dispute-parties';
import type { DisputeFileRow, DisputeRow, DisputeStepRow, SettlementRow } from './schema';

export const disputeFileUrl = (disputeId: string, fileId: string) =>
  `/api/disputes/${disputeId}/files/${fileId}`;

/** The party who must answer the opener. */
export const otherSide = (d: DisputeRow) => (d.openerSide === 'client' ? 'freelancer' : 'client');

function nextDeadline(d: DisputeRow): Dispute['nextDeadline'] {
  if (d.status === 'awaiting_response') return { at: d.responseDueAt.toISOString(), of: otherSide(d) };
  if (d.status === 'in_mediation' && d.mediationDueAt)
    return { at: d.mediationDueAt.toISOString(), of: 'admin' };
  return null;
}

export function toDispute(
  d: DisputeRow,
  steps: DisputeStepRow[],
  settlements: SettlementRow[],
  files: DisputeFileRow[] = [],
): Dispute {
  const settled = d.status === 'settled' && d.outcomeReleaseCents !== null && d.outcomeBy !== null;
  return {
    id: d.id,
    milestoneId: d.milestoneId,
    contractId: d.contractId,
    openedBy: d.openedBy,
    openerSide: d.openerSide,
    status: d.status,
    reason: d.reason,
    requested: { releaseCents: d.requestReleaseCents, refundCents: d.heldCents - d.requestReleaseCents },
    heldCents: d.heldCents,
    currency: d.currency,
    milestoneTitle: d.milestoneTitle,
    contractTitle: d.contractTitle,
    responseDueAt: d.responseDueAt.toISOString(),
    mediationDueAt: d.mediationDueAt?.toISOString() ?? null,
    nextDeadline: nextDeadline(d),
    outcome: settled
      ? {
          releaseCents: d.outcomeReleaseCents!,
          refundCents: d.heldCents - d.outcomeReleaseCents!,
          by: d.outcomeBy!,
          reason: d.decisionReason,
        }
      : null,
    steps: steps.map((s) => ({
      kind: s.kind,
      by: whoIs(d, s.actorId),
      statement: s.statement,
      releaseCents: s.releaseCents,
      refundCents: s.refundCents,
      at: s.createdAt.toISOString(),
      files: files
        .filter((f) => f.stepId === s.id)
        .map((f) => ({
          id: f.id,
          name: f.name,
          contentType: f.contentType,
          byteSize: f.byteSize,
          url: disputeFileUrl(d.id, f.id),
        })),
    })),
    settlements: settlements.map((s) => ({
      id: s.id,
      proposedBy: s.proposedBy,
      releaseCents: s.releaseCents,
      refundCents: s.refundCents,
      createdAt: s.createdAt.toISOString(),
    })),
    createdAt: d.createdAt.toISOString(),
  };
}

/** Disputes as their answers show them, with their steps, evidence and open proposals (four statements). */
export async function disputesWithSteps(repos: Repositories, rows: DisputeRow[]): Promise<Dispute[]> {
  const ids = rows.map((d) => d.id);
  const [steps, settlements, files] = await Promise.all([
    repos.disputes.stepsOf(ids),
    repos.disputes.pendingSettlementsOf(ids),
    repos.disputes.filesOf(ids),
  ]);
  return rows.map((d) =>
    toDispute(
      d,
      steps.filter((s) => s.disputeId === d.id),
      settlements.filter((s) => s.disputeId === d.id),
      files.filter((f) => f.disputeId === d.id),
    ),
  );
}

export const oneDispute = async (repos: Repositories, row: DisputeRow): Promise<{ data: Dispute }> => ({
  data: (await disputesWithSteps(repos, [row]))[0]!,
});
