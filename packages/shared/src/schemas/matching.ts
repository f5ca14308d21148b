import { BUDGET_TYPES } from '../constants';
import { ASSIST_DESCRIPTION_MAX, ASSIST_DESCRIPTION_MIN } from '../job-assist';
import * as z from '../zod';
import { JobSummarySchema } from './job-search';
import { PageQuerySchema, pageOf } from './pagination';

/**
 * Matches that explain themselves (issue 29, ADR 036): suggested freelancers for a client's job and
 * best-matching jobs for a freelancer, each with a score and the reasons behind it.
 */

/** Why a match was made, in words the person reads as they are. */
export const MatchWhySchema = z.object({
  /** The job's skills the freelancer has. */
  skills: z.array(z.string()),
  /** Phrases of the job that the freelancer's title, overview or skills mention. */
  phrases: z.array(z.string()),
  /** The freelancer's rate against the job's budget, e.g. "$45/hr, within your $30–60/hr budget". */
  rate: z.string().nullable(),
  /** Rating and score when reviews exist. */
  reputation: z.string().nullable(),
});
export type MatchWhy = z.infer<typeof MatchWhySchema>;

export const MatchJobParamsSchema = z.object({ id: z.uuid({ error: 'Job not found' }) });

export const SuggestedFreelancerSchema = z.object({
  freelancer: z.object({
    id: z.uuid(),
    name: z.string(),
    title: z.string(),
    photoUrl: z.string().nullable(),
    hourlyRateCents: z.number().int(),
  }),
  /** 0–100: how well the freelancer fits the job, by the weights of ADR 036. */
  score: z.number().int().min(0).max(100),
  why: MatchWhySchema,
  /** Already invited to this job (the client can still see them, marked). */
  invited: z.boolean(),
  /** Already sent a proposal on this job. */
  proposed: z.boolean(),
});
export type SuggestedFreelancer = z.infer<typeof SuggestedFreelancerSchema>;

export const GetJobSuggestionsResponseSchema = z.object({ data: z.array(SuggestedFreelancerSchema) });
export type GetJobSuggestionsResponse = z.infer<typeof GetJobSuggestionsResponseSchema>;

export const BestMatchSchema = z.object({
  job: JobSummarySchema.omit({ isSaved: true }),
  score: z.number().int().min(0).max(100),
  why: MatchWhySchema,
});
export type BestMatch = z.infer<typeof BestMatchSchema>;

export const GetBestMatchesRequestSchema = PageQuerySchema;
export type GetBestMatchesQuery = z.output<typeof GetBestMatchesRequestSchema>;
export const GetBestMatchesResponseSchema = pageOf(BestMatchSchema);
export type GetBestMatchesResponse = z.infer<typeof GetBestMatchesResponseSchema>;

/** The job-post assistant's input: a line or two of what the client wants done (issue 29). */
export const AssistJobRequestSchema = z.object({
  description: z
    .string('Describe the job in a line')
    .trim()
    .min(ASSIST_DESCRIPTION_MIN, `Describe the job in at least ${ASSIST_DESCRIPTION_MIN} characters`)
    .max(ASSIST_DESCRIPTION_MAX, `Keep the description under ${ASSIST_DESCRIPTION_MAX} characters`),
});
export type AssistJobRequest = z.infer<typeof AssistJobRequestSchema>;

/**
 * Suggestions for a job post, none of them saved: a title, a category and skills from the listed
 * catalog, and the 25th–75th percentile of what similar jobs that hired budgeted (null when too few
 * did). `type` says which budget the range is of (the contract's `{minCents, maxCents}` plus it, so
 * that a click can fill the right fields).
 */
export const AssistJobResponseSchema = z.object({
  data: z.object({
    title: z.string(),
    categoryId: z.uuid().nullable(),
    skillIds: z.array(z.uuid()),
    budget: z
      .object({ type: z.enum(BUDGET_TYPES), minCents: z.number().int(), maxCents: z.number().int() })
      .nullable(),
  }),
});
export type AssistJobResponse = z.infer<typeof AssistJobResponseSchema>;
export type JobAssistance = AssistJobResponse['data'];

/**
 * Hints beside a proposal (issue 29): which of the job's skills the freelancer's profile shows, and
 * the 25th–75th percentile of the bids sent on similar jobs with the same kind of budget (null when
 * too few were sent).
 */
export const GetProposalHintsResponseSchema = z.object({
  data: z.object({
    skills: z.array(z.object({ name: z.string(), onProfile: z.boolean() })),
    bids: z
      .object({
        type: z.enum(BUDGET_TYPES),
        minCents: z.number().int(),
        maxCents: z.number().int(),
        /** How many bids the range reads. */
        count: z.number().int(),
      })
      .nullable(),
  }),
});
export type GetProposalHintsResponse = z.infer<typeof GetProposalHintsResponseSchema>;
export type ProposalHints = GetProposalHintsResponse['data'];
