import { BUDGET_TYPES, EXPERIENCE_LEVELS, JOB_SEARCH_MAX, JOB_SKILLS_MAX } from '../constants';
import * as z from '../zod';
import { JobDetailSchema } from './jobs';
import { PG_INTEGER_MAX, tooLarge } from './numbers';
import { blankAsUndefined, PageQuerySchema, pageOf, queryList } from './pagination';
import { ProposalSchema } from './proposals';

/** Without `sort`: by relevance when `q` is given, otherwise newest first. */
export const JOB_SORTS = ['relevance', 'newest', 'budget_desc', 'budget_asc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const budgetBound = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number(`${label} must be a number of cents`)
      .int(`${label} must be a whole number of cents`)
      .min(0, `${label} must not be negative`)
      .max(PG_INTEGER_MAX, tooLarge(label))
      .optional(),
  );

/**
 * GET /api/jobs query; every filter is optional and they combine with AND. `budgetMin`/`budgetMax`
 * (cents) keep the jobs whose budget overlaps the range: a fixed price inside it, or an hourly rate
 * range that meets it.
 */
export const GetJobsRequestSchema = PageQuerySchema.extend({
  q: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(JOB_SEARCH_MAX, `Search must be at most ${JOB_SEARCH_MAX} characters`).optional(),
  ),
  category: z.preprocess(blankAsUndefined, z.uuid('Category is not valid').optional()),
  /** Any of these skills (repeat the key or separate with commas). */
  skills: z.preprocess(
    queryList,
    z
      .array(z.uuid('Skills are not valid'))
      .max(JOB_SKILLS_MAX, `Filter by at most ${JOB_SKILLS_MAX} skills`)
      .optional(),
  ),
  budgetType: z.preprocess(
    blankAsUndefined,
    z.enum(BUDGET_TYPES, 'Budget type must be fixed or hourly').optional(),
  ),
  budgetMin: budgetBound('Minimum budget'),
  budgetMax: budgetBound('Maximum budget'),
  /** Any of these experience levels. */
  experience: z.preprocess(
    queryList,
    z.array(z.enum(EXPERIENCE_LEVELS, 'Experience level is not valid')).optional(),
  ),
  sort: z.preprocess(
    blankAsUndefined,
    z.enum(JOB_SORTS, 'Sort must be relevance, newest, budget_desc or budget_asc').optional(),
  ),
}).refine((q) => q.budgetMin === undefined || q.budgetMax === undefined || q.budgetMin <= q.budgetMax, {
  message: 'Minimum budget must not be more than the maximum',
  path: ['budgetMin'],
});
export type GetJobsRequest = z.input<typeof GetJobsRequestSchema>;
export type GetJobsQuery = z.output<typeof GetJobsRequestSchema>;

/** A row of the public job list. */
export const JobSummarySchema = JobDetailSchema.pick({
  id: true,
  title: true,
  category: true,
  skills: true,
  budget: true,
  experienceLevel: true,
  duration: true,
  proposalCount: true,
}).extend({
  /** The start of the description (JOB_EXCERPT_LENGTH characters). */
  excerpt: z.string(),
  publishedAt: z.iso.datetime(),
  /** Only for a signed-in freelancer. */
  isSaved: z.boolean().optional(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const GetJobsResponseSchema = pageOf(JobSummarySchema);
export type GetJobsResponse = z.infer<typeof GetJobsResponseSchema>;

/** GET /api/jobs/:id. `isSaved` and `myProposal` only for a signed-in freelancer. */
export const GetJobResponseSchema = z.object({
  data: JobDetailSchema.extend({
    /** The viewer posted this job: 'About the client' would be about themselves. */
    isMine: z.boolean(),
    isSaved: z.boolean().optional(),
    /** For a freelancer: whether their profile allows proposals yet (issue 14). */
    canPropose: z.boolean().optional(),
    myProposal: ProposalSchema.nullable().optional(),
  }),
});
export type GetJobResponse = z.infer<typeof GetJobResponseSchema>;
