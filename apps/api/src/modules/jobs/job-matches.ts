import type { BestMatch, Budget } from '@skillora/shared';
import type { SQL } from 'drizzle-orm';
import type { Repositories } from '../../outbox';
import { readJobExtras } from './job-extras';
import { toBudgetOrNull, toJobSummary } from './job-sql';

export type JobForMatching = {
  id: string;
  clientId: string;
  title: string;
  description: string;
  categoryId: string | null;
  skillIds: string[];
  budget: Budget | null;
};

/** What matching needs of one job (its owner checks who asks); null when there is no such job. */
export async function readJobForMatching(repos: Repositories, id: string): Promise<JobForMatching | null> {
  const row = await repos.jobDetails.findDetail(id);
  if (!row) return null;
  const { clientId, title, description, categoryId, skillIds } = row;
  return { id, clientId, title, description, categoryId, skillIds, budget: row.budget };
}

/** Open, listed jobs related to a profile, as list rows with their description and skill ids. */
export async function readJobCandidates(
  repos: Repositories,
  wanted: {
    skillIds: readonly string[];
    words: SQL | null;
    titleWords: SQL | null;
    categoryId: string | null;
    publishedSince?: Date;
    pool: { skills: number; text: number };
    limit: number;
    categoryLimit: number;
  },
): Promise<
  Array<{ job: BestMatch['job']; description: string; skillIds: string[]; categoryId: string | null }>
> {
  const rows = await repos.jobCandidates.candidatesFor(wanted);
  const extras = await readJobExtras(repos, rows, { withSkills: true });
  return rows.map(({ description, ...row }) => ({
    job: toJobSummary(row, {
      // Only published jobs reach a list, and the database requires a category of them.
      category: extras.category(row)!,
      skills: extras.skills(row),
      proposalCount: extras.counts(row).proposalCount,
    }),
    description,
    skillIds: row.skillIds,
    categoryId: row.categoryId,
  }));
}

export type SimilarJob = { id: string; categoryId: string | null; skillIds: string[]; budget: Budget | null };

/** Published jobs like a description, most alike first (the job-post assistant, issue 29). */
export async function readSimilarJobs(
  repos: Repositories,
  wanted: { skillIds: readonly string[]; words: SQL | null; pool: number; hiredPool?: number; limit: number },
): Promise<SimilarJob[]> {
  const rows = await repos.jobCandidates.similarTo(wanted);
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    skillIds: row.skillIds,
    budget: toBudgetOrNull(row),
  }));
}
