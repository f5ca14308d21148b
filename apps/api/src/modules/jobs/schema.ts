import { BUDGET_TYPES, EXPERIENCE_LEVELS, JOB_DURATIONS, JOB_STATUSES } from '@skillora/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, idKey, oneOf, ref, timestamps } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { categories, skills } from '../catalog/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Public search shows only these; the partial indexes below carry the same predicate. */
export const PUBLIC_JOB = sql.raw(`"jobs"."status" = 'open' and "jobs"."is_listed"`);

export const jobs = pgTable(
  'jobs',
  {
    id: idKey(),
    clientId: ref('client_id', () => users.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // A draft needs only a title (issue 12): the columns below are null until the client fills them;
    // jobs_complete_check makes them required for any job that is not a draft.
    categoryId: uuid('category_id').references(() => categories.id),
    /**
     * Fixed price: min = max = the total. Hourly: the rate range. One pair of columns lets the budget
     * filter and sort treat both types alike.
     */
    budgetType: text('budget_type', { enum: BUDGET_TYPES }),
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }),
    duration: text('duration', { enum: JOB_DURATIONS }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    /** Admins unlist a job that breaks the rules; its owner still sees it. */
    isListed: boolean('is_listed').notNull().default(true),
    /** Why an admin unlisted the job, shown to its owner; cleared when it is listed again. */
    unlistReason: text('unlist_reason'),
    /** Screening questions (issue 32): up to 5, each answered on every proposal, in this order. */
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    /**
     * Freelancers the job needs, and offers accepted so far (issue 32): counted under the job's row
     * lock by each acceptance, which fills the job (in progress) at the last one.
     */
    hiresNeeded: integer('hires_needed').notNull().default(1),
    hires: integer('hires').notNull().default(0),
    /**
     * The job's skill names, space-separated, written by the repository with job_skills: a generated
     * column cannot read another table, and search needs them in the same tsvector.
     */
    skillNames: text('skill_names').notNull().default(''),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${jobs.title}), 'A') || setweight(to_tsvector('english', ${jobs.skillNames}), 'B') || setweight(to_tsvector('english', ${jobs.description}), 'C')`,
      ),
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_budget_type_check', oneOf(t.budgetType, BUDGET_TYPES)),
    check('jobs_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('jobs_duration_check', oneOf(t.duration, JOB_DURATIONS)),
    check(
      'jobs_budget_check',
      sql`${t.budgetMinCents} > 0 and ${t.budgetMinCents} <= ${t.budgetMaxCents} and (${t.budgetType} = 'hourly' or ${t.budgetMinCents} = ${t.budgetMaxCents})`,
    ),
    check(
      'jobs_complete_check',
      sql`${t.status} = 'draft' or (${t.description} <> '' and ${t.categoryId} is not null and ${t.budgetType} is not null and ${t.budgetMinCents} is not null and ${t.budgetMaxCents} is not null and ${t.experienceLevel} is not null and ${t.duration} is not null)`,
    ),
    check('jobs_hires_check', sql`${t.hiresNeeded} >= 1 and ${t.hires} >= 0`),
    check('jobs_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    index('jobs_search_idx').using('gin', t.search),
    // The public list: newest first, by category, by budget. Partial, so drafts, closed and unlisted
    // jobs cost the public queries nothing. Ascending columns: a backward scan serves "desc" (drizzle
    // would write `desc nulls last`, which `order by … desc` cannot use).
    // The newest and budget indexes carry every filter column, so filtering and counting read only
    // the index (no heap visits once the visibility map is set).
    index('jobs_public_newest_idx')
      .on(
        t.publishedAt,
        t.id,
        t.categoryId,
        t.budgetType,
        t.budgetMinCents,
        t.budgetMaxCents,
        t.experienceLevel,
      )
      .where(PUBLIC_JOB),
    index('jobs_public_category_idx').on(t.categoryId, t.publishedAt, t.id).where(PUBLIC_JOB),
    index('jobs_public_budget_idx')
      .on(
        t.budgetMaxCents,
        t.publishedAt,
        t.id,
        t.categoryId,
        t.budgetType,
        t.budgetMinCents,
        t.experienceLevel,
      )
      .where(PUBLIC_JOB),
    // Every job anyone saw (open or closed, listed), newest first: similar jobs walk it backwards and
    // stop after a bounded pool (ADR 043, amendment "similar jobs bounded"); walking jobs_created_idx
    // instead crossed every draft first.
    index('jobs_seen_newest_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} <> 'draft' and ${t.isListed}`),
    // The same for the jobs among them that hired: the assistant's budget range reads those, and they
    // are older than the newest matches.
    index('jobs_hired_newest_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} <> 'draft' and ${t.isListed} and ${t.hires} > 0`),
    index('jobs_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('jobs_created_idx').on(t.createdAt, t.id),
  ],
);

export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: ref('job_id', () => jobs.id, 'cascade'),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.skillId] }),
    index('job_skills_skill_idx').on(t.skillId, t.jobId),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

export const savedJobs = pgTable(
  'saved_jobs',
  {
    freelancerId: ref('freelancer_id', () => users.id, 'cascade'),
    jobId: ref('job_id', () => jobs.id, 'cascade'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.freelancerId, t.jobId] }),
    index('saved_jobs_freelancer_created_idx').on(t.freelancerId, t.createdAt),
  ],
);

/**
 * Every client's average rating as the reviews module last published it (`reputation.changed`,
 * issue 26): Find Work's "client rating" filter reads it here, beside the jobs. No row: no review yet.
 */
export const clientReputation = pgTable('client_reputation', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: real('rating'),
  reviews: integer('reviews').notNull(),
});
