import type { SubmitWorkRequestSchema } from '@skillora/shared';
import type { z } from 'zod';
import type { Repositories } from '../../outbox';
import { type AttachmentIds, attachFiles, registerAttachmentReader } from '../files';

/** What a freelancer hands in on a milestone (issue 32): a message, links and files. */
export type SubmittedWork = z.output<typeof SubmitWorkRequestSchema>;

/**
 * The files of a milestone's submissions (issue 32, ADR 040): the contract's two parties and admins
 * (admins are the files module's rule); anyone else gets 404.
 */
registerAttachmentReader('submission', async (repos, milestoneId, viewer) => {
  const parties = await repos.milestones.partiesOf(milestoneId);
  return parties !== null && (parties.clientId === viewer.id || parties.freelancerId === viewer.id);
});

/** A submission's files join those of the milestone's earlier submissions; nothing is replaced. */
export const attachSubmissionFiles = (
  repos: Repositories,
  milestoneId: string,
  freelancerId: string,
  fileIds: AttachmentIds,
) =>
  attachFiles(
    repos,
    { purpose: 'submission', targetId: milestoneId, ownerId: freelancerId, fileIds },
    { replace: false },
  );
