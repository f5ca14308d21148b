import type { PageQuery, Proposal } from '@skillora/shared';
import { desc, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsPage } from '../../db/reads';
import { proposals } from './schema';

/** Drizzle fragments the proposal repositories share (this file is part of the repository layer). */

export const proposalColumns = {
  id: proposals.id,
  jobId: proposals.jobId,
  coverLetter: proposals.coverLetter,
  bidCents: proposals.bidCents,
  duration: proposals.duration,
  answers: proposals.answers,
  status: proposals.status,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};

/** A proposal as stored; its files are added by the service (proposal-files.ts). */
export type ProposalRow = Omit<Proposal, 'attachments'>;

/** A proposal as its freelancer sees it, from its row (without its files). */
export const toProposal = (row: typeof proposals.$inferSelect): ProposalRow =>
  withIsoDates({
    id: row.id,
    jobId: row.jobId,
    coverLetter: row.coverLetter,
    bidCents: row.bidCents,
    duration: row.duration,
    answers: row.answers,
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

/**
 * One page of the proposals `where` picks, newest first (the id breaks ties, so pages never overlap),
 * and their total: how both sides list proposals.
 */
export async function proposalPage<S extends typeof proposalColumns>(
  db: Executor,
  columns: S,
  where: SQL | undefined,
  query: PageQuery,
) {
  const order = [desc(proposals.createdAt), desc(proposals.id)];
  const { rows, total } = await rowsPage(db, proposals, columns, { where, order }, query);
  return { rows: rows.map(withIsoDates), total };
}
