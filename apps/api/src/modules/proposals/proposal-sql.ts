import type { Proposal } from '@skillora/shared';
import { proposals } from './schema';

/** Drizzle fragments the proposal repositories share (this file is part of the repository layer). */

export const proposalColumns = {
  id: proposals.id,
  jobId: proposals.jobId,
  coverLetter: proposals.coverLetter,
  bidCents: proposals.bidCents,
  duration: proposals.duration,
  status: proposals.status,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};

/** A proposal as its freelancer sees it, from its row. */
export const toProposal = (row: typeof proposals.$inferSelect): Proposal =>
  withIsoDates({
    id: row.id,
    jobId: row.jobId,
    coverLetter: row.coverLetter,
    bidCents: row.bidCents,
    duration: row.duration,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  });

type Dated = { createdAt: Date; updatedAt: Date };

export const withIsoDates = <T extends Dated>(
  row: T,
): Omit<T, keyof Dated> & Pick<Proposal, keyof Dated> => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
