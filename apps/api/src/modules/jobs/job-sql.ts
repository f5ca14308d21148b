import {
  type Budget,
  type BudgetType,
  type DraftJobFields,
  JOB_EXCERPT_LENGTH,
  type JobSummary,
  type PublicCatalogItem,
} from '@skillora/shared';
import { asc, desc, sql } from 'drizzle-orm';
import { categories, proposals, skills } from '../../db/schema';
import { jobSkills, jobs } from './schema';

/** Drizzle fragments the job repositories share (this file is part of the repository layer). */

/**
 * The job's skills as `[{ _id, name }]`, aggregated in the same statement: no query per row. The ids
 * are looked up through the skills' primary key: written as a join, the planner hashed the job's few
 * skills and read the whole skills table for every job of a page (1 000 rows each with the large
 * catalog; docs/decisions/011-benchmarks.md).
 */
export const skillsOfJob = sql<PublicCatalogItem[]>`(
  select coalesce(json_agg(json_build_object('_id', ${skills.id}, 'name', ${skills.name}) order by lower(${skills.name})), '[]'::json)
  from ${skills}
  where ${skills.id} = any(array(select ${jobSkills.skillId} from ${jobSkills} where ${jobSkills.jobId} = ${jobs.id}))
)`;

/** Proposals a client would count: everything but the withdrawn ones. */
export const proposalCountOfJob = sql<number>`(
  select count(*)::int from ${proposals}
  where ${proposals.jobId} = ${jobs.id} and ${proposals.status} <> 'withdrawn'
)`;

/** Proposals waiting for the client's answer: what closing the job would cut off. */
export const liveProposalCountOfJob = sql<number>`(
  select count(*)::int from ${proposals}
  where ${proposals.jobId} = ${jobs.id} and ${proposals.status} in ('submitted', 'shortlisted')
)`;

/** The job's skill names for the search vector, read back from job_skills after they are written. */
export const skillNamesOfJob = sql<string>`coalesce((
  select string_agg(${skills.name}, ' ' order by lower(${skills.name}))
  from ${jobSkills} join ${skills} on ${skills.id} = ${jobSkills.skillId}
  where ${jobSkills.jobId} = ${jobs.id}
), '')`;

export const categoryColumns = { _id: categories.id, name: categories.name };
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
  category: categoryColumns,
  skills: skillsOfJob,
  ...budgetColumns,
  experienceLevel: jobs.experienceLevel,
  duration: jobs.duration,
  publishedAt: jobs.publishedAt,
  proposalCount: proposalCountOfJob,
};

type SummaryRow = StoredBudgetRow &
  Omit<JobSummary, 'budget' | 'publishedAt' | 'isSaved' | 'experienceLevel' | 'duration'> & {
    publishedAt: Date | null;
    experienceLevel: JobSummary['experienceLevel'] | null;
    duration: JobSummary['duration'] | null;
  };

export const toJobSummary = ({
  budgetType,
  budgetMinCents,
  budgetMaxCents,
  publishedAt,
  experienceLevel,
  duration,
  ...row
}: SummaryRow) => ({
  ...row,
  budget: toBudget({ budgetType, budgetMinCents, budgetMaxCents }),
  // Only published jobs reach a list, and the database requires these of them.
  experienceLevel: experienceLevel!,
  duration: duration!,
  // Only published jobs reach a list (the `open` filter), and publishing sets the date.
  publishedAt: toIso(publishedAt!),
});
