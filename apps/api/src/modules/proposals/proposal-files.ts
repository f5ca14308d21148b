import type { Proposal } from '@skillora/shared';
import type { Repositories } from '../../outbox';
import { type AttachmentIds, attachFiles, attachmentsOf, registerAttachmentReader } from '../files';
import { readJobState } from '../jobs';

/**
 * A proposal's files (issue 32, ADR 040): its freelancer, the job's client and admins (admins are
 * the files module's rule). Anyone else, another freelancer on the same job included, gets 404.
 */
registerAttachmentReader('proposal', async (repos, proposalId, viewer) => {
  const parties = await repos.proposalFacts.partiesOf(proposalId);
  if (!parties) return false;
  if (parties.freelancerId === viewer.id) return true;
  const job = await readJobState(repos, parties.jobId);
  return job?.clientId === viewer.id;
});

/** The freelancer's uploads become the proposal's files; on an edit the list replaces the old one. */
export const attachProposalFiles = (
  repos: Repositories,
  proposalId: string,
  freelancerId: string,
  fileIds: AttachmentIds | undefined,
  { replace }: { replace: boolean },
) =>
  fileIds === undefined
    ? Promise.resolve()
    : attachFiles(
        repos,
        { purpose: 'proposal', targetId: proposalId, ownerId: freelancerId, fileIds },
        { replace },
      );

/** Proposals as read, each with its files, in one query for the lot. */
export async function withFiles<P extends Omit<Proposal, 'attachments'>>(
  repos: Repositories,
  rows: P[],
): Promise<Array<P & Pick<Proposal, 'attachments'>>> {
  const files = await attachmentsOf(
    repos,
    'proposal',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, attachments: files.get(row.id) ?? [] }));
}

export const oneWithFiles = async <P extends Omit<Proposal, 'attachments'>>(repos: Repositories, row: P) =>
  (await withFiles(repos, [row]))[0]!;
