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
