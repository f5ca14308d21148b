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

type Dated = { createdAt: Date; updatedAt: Date };

export const withIsoDates = <T extends Dated>(
  row: T,
): Omit<T, keyof Dated> & Pick<Proposal, keyof Dated> => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
