import {
  type Budget,
  type BudgetType,
  type DraftJobFields,
  JOB_EXCERPT_LENGTH,
  type JobSummary,
} from '@skillora/shared';
import { asc, desc, sql } from 'drizzle-orm';
import { jobSkills, jobs } from './schema';

/** Drizzle fragments the job repositories share (this file is part of the repository layer). */

/**
 * A column of the outer query's `jobs` row, for a subquery: drizzle leaves columns unqualified in a
 * statement without joins, where the subquery's own table would capture the name.
 */
export const outer = (column: 'id' | 'client_id') => sql.raw(`"jobs"."${column}"`);

/**
 * The job's skill ids, aggregated in the same statement (no query per row); their names come from
 * the catalog (job-extras.ts).
 */
export const skillIdsOfJob = sql<string[]>`(
  select coalesce(json_agg(${jobSkills.skillId}), '[]'::json) from ${jobSkills} where ${jobSkills.jobId} = ${outer('id')}
)`;

export const budgetColumns = {
  budgetType: jobs.budgetType,
  budgetMinCents: jobs.budgetMinCents,
  budgetMaxCents: jobs.budgetMaxCents,
};

type BudgetRow = { budgetType: BudgetType; budgetMinCents: number; budgetMaxCents: number };
/** As stored: a draft may have no budget yet (issue 12). */
type StoredBudgetRow = {
  budgetType: BudgetType | null;
  budgetMinCents: number | null;
  budgetMaxCents: number | null;
};

/** The budget of any job, a draft's included: null until it is set. */
export const toBudgetOrNull = (row: StoredBudgetRow): Budget | null => {
  const { budgetType, budgetMinCents: min, budgetMaxCents: max } = row;
  if (budgetType === null || min === null || max === null) return null;
  return budgetType === 'fixed'
    ? { type: 'fixed', amountCents: min }
    : { type: 'hourly', minRateCents: min, maxRateCents: max };
};

/** The budget of a published job, which the database guarantees (jobs_complete_check). */
export const toBudget = (row: StoredBudgetRow): Budget => {
  const budget = toBudgetOrNull(row);
  if (!budget) throw new Error('A published job without a budget');
  return budget;
};

/** A fixed price is stored as min = max (see the jobs table). */
export const toBudgetColumns = (budget: Budget): BudgetRow =>
  budget.type === 'fixed'
    ? { budgetType: 'fixed', budgetMinCents: budget.amountCents, budgetMaxCents: budget.amountCents }
    : { budgetType: 'hourly', budgetMinCents: budget.minRateCents, budgetMaxCents: budget.maxRateCents };

/** What a client wrote, as columns; what a draft leaves out is stored as null (issue 12). */
export const toJobColumns = (fields: DraftJobFields) => ({
  title: fields.title,
  description: fields.description,
  categoryId: fields.categoryId ?? null,
  experienceLevel: fields.experienceLevel ?? null,
  duration: fields.duration ?? null,
  questions: fields.questions,
  hiresNeeded: fields.hiresNeeded,
  ...(fields.budget
    ? toBudgetColumns(fields.budget)
    : { budgetType: null, budgetMinCents: null, budgetMaxCents: null }),
});

export const toIso = (date: Date) => date.toISOString();
export const toIsoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** Newest first; ties broken by id so that pages never overlap. */
export const newestFirst = [desc(jobs.publishedAt), desc(jobs.id)];
export const byBudget = (direction: 'asc' | 'desc') => [
  direction === 'desc' ? desc(jobs.budgetMaxCents) : asc(jobs.budgetMaxCents),
  ...newestFirst,
];

/** The columns of a job list row (public search, saved jobs). */
export const summaryColumns = {
  id: jobs.id,
  title: jobs.title,
  excerpt: sql<string>`left(${jobs.description}, ${JOB_EXCERPT_LENGTH})`,
  categoryId: jobs.categoryId,
  skillIds: skillIdsOfJob,
  ...budgetColumns,
  experienceLevel: jobs.experienceLevel,
  duration: jobs.duration,
  hiresNeeded: jobs.hiresNeeded,
  hires: jobs.hires,
  publishedAt: jobs.publishedAt,
};

export type SummaryRow = StoredBudgetRow &
  Pick<JobSummary, 'id' | 'title' | 'excerpt' | 'hiresNeeded' | 'hires'> & {
    categoryId: string | null;
    skillIds: string[];
    publishedAt: Date | null;
    experienceLevel: JobSummary['experienceLevel'] | null;
    duration: JobSummary['duration'] | null;
  };

/** A list row with its category, skills and proposal count (read from their owners, job-extras.ts). */
export const toJobSummary = (
  {
    budgetType,
    budgetMinCents,
    budgetMaxCents,
    publishedAt,
    experienceLevel,
    duration,
    categoryId: _categoryId,
    skillIds: _skillIds,
    ...row
  }: SummaryRow,
  extras: Pick<JobSummary, 'category' | 'skills' | 'proposalCount'>,
) => ({
  ...row,
  ...extras,
  budget: toBudget({ budgetType, budgetMinCents, budgetMaxCents }),
  // Only published jobs reach a list, and the database requires these of them.
  experienceLevel: experienceLevel!,
  duration: duration!,
  // Only published jobs reach a list (the `open` filter), and publishing sets the date.
  publishedAt: toIso(publishedAt!),
});
