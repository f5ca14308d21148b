import { BUDGET_TYPES, EXPERIENCE_LEVELS } from '../constants';
import * as z from '../zod';
import { JobDetailSchema } from './jobs';
import { blankAsUndefined, pageOf, queryList } from './pagination';
import { ProposalSchema } from './proposals';
import { centsBound, idFilter, ratingFilter, searchQuerySchema, skillsFilter } from './search-query';

/** Without `sort`: by relevance when `q` is given, otherwise newest first. */
export const JOB_SORTS = ['relevance', 'newest', 'budget_desc', 'budget_asc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * GET /api/jobs query (schemas/search-query.ts). `budgetMin`/`budgetMax` (cents) keep the jobs whose
 * budget overlaps the range: a fixed price inside it, or an hourly rate range that meets it.
 * `minClientRating` keeps the jobs whose client is rated at least that many stars (issue 26).
 */
export const GetJobsRequestSchema = searchQuerySchema({
  filters: {
    category: idFilter('Category is not valid'),
    skills: skillsFilter(),
    budgetType: z.preprocess(
      blankAsUndefined,
      z.enum(BUDGET_TYPES, 'Budget type must be fixed or hourly').optional(),
    ),
    budgetMin: centsBound('Minimum budget'),
    budgetMax: centsBound('Maximum budget'),
    /** Any of these experience levels. */
    experience: z.preprocess(
      queryList,
      z.array(z.enum(EXPERIENCE_LEVELS, 'Experience level is not valid')).optional(),
    ),
    minClientRating: ratingFilter('Client rating'),
  },
  sorts: JOB_SORTS,
  range: { min: 'budgetMin', max: 'budgetMax', message: 'Minimum budget must not be more than the maximum' },
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
  hiresNeeded: true,
  hires: true,
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
