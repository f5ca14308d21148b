import {
  type BudgetType,
  COVER_LETTER_MAX,
  COVER_LETTER_MIN,
  FIXED_BUDGET_MAX_CENTS,
  FIXED_BUDGET_MIN_CENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  PROPOSAL_STATUSES,
} from '../constants';
import { SCREENING_ANSWER_MAX } from '../deal-rules';
import * as z from '../zod';
import { AttachmentIdsSchema, AttachmentRefsSchema } from './attachments';
import { centsSchema, JobDetailSchema, JobDurationSchema } from './jobs';
import { blankAsUndefined, PageQuerySchema, pageOf } from './pagination';
import { ReputationSchema } from './reviews';
import { ratingFilter } from './search-query';

export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES, 'Status is not valid');

/**
 * What a freelancer writes; the same for sending and editing. The bid is a total for a fixed-price
 * job and an hourly rate for an hourly one; the API narrows its range to the job's budget type.
 */
export const ProposalFieldsSchema = z.object({
  coverLetter: z
    .string()
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .min(COVER_LETTER_MIN, `Cover letter must be at least ${COVER_LETTER_MIN} characters`)
    .max(
      COVER_LETTER_MAX,
      `Cover letter must be at most ${COVER_LETTER_MAX.toLocaleString('en-US')} characters`,
    ),
  bidCents: centsSchema('Bid', HOURLY_RATE_MIN_CENTS, FIXED_BUDGET_MAX_CENTS),
  duration: JobDurationSchema,
  /** One answer per screening question of the job, in its order (issue 32; the API checks the count). */
  answers: z
    .array(
      z
        .string('Write each answer as text')
        .trim()
        .min(1, 'Answer each screening question')
        .max(
          SCREENING_ANSWER_MAX,
          `An answer must be at most ${SCREENING_ANSWER_MAX.toLocaleString('en-US')} characters`,
        ),
      'Answers must be a list',
    )
    .default([]),
  /** Files uploaded with purpose 'proposal' (issue 32); on an edit, the full list (left out: unchanged). */
  attachments: AttachmentIdsSchema.optional(),
});
export type ProposalFields = z.output<typeof ProposalFieldsSchema>;

/** The bid's range once the job is known: a total like a fixed budget, or a rate like an hourly one. */
export const BID_SCHEMAS: Record<BudgetType, ReturnType<typeof centsSchema>> = {
  fixed: centsSchema('Bid', FIXED_BUDGET_MIN_CENTS, FIXED_BUDGET_MAX_CENTS),
  hourly: centsSchema('Hourly rate bid', HOURLY_RATE_MIN_CENTS, HOURLY_RATE_MAX_CENTS),
};

export const SubmitProposalRequestSchema = ProposalFieldsSchema;
export type SubmitProposalRequest = z.input<typeof SubmitProposalRequestSchema>;
export const EditProposalRequestSchema = ProposalFieldsSchema;
export type EditProposalRequest = z.input<typeof EditProposalRequestSchema>;

export const ScreeningAnswerSchema = z.object({ question: z.string(), answer: z.string() });
export type ScreeningAnswer = z.infer<typeof ScreeningAnswerSchema>;

/** A proposal as its freelancer sees it. */
export const ProposalSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  coverLetter: z.string(),
  bidCents: z.number().int(),
  duration: JobDurationSchema,
  /** Each screening question as it was asked when the proposal was written, with its answer. */
  answers: z.array(ScreeningAnswerSchema),
  /** Its files: to its freelancer, the job's client and admins. */
  attachments: AttachmentRefsSchema,
  status: ProposalStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Proposal = z.infer<typeof ProposalSchema>;

const proposalChange = z.object({ data: ProposalSchema, message: z.string() });
export type ProposalChangeResponse = z.infer<typeof proposalChange>;
export const SubmitProposalResponseSchema = proposalChange;
export const EditProposalResponseSchema = proposalChange;
export const WithdrawProposalResponseSchema = proposalChange;

/** GET /api/freelancer/proposals: mine, newest first, with the job each one is for. */
export const GetMyProposalsRequestSchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsUndefined, ProposalStatusSchema.optional()),
});
export type GetMyProposalsQuery = z.output<typeof GetMyProposalsRequestSchema>;

export const MyProposalRowSchema = ProposalSchema.extend({
  job: JobDetailSchema.pick({ id: true, title: true, status: true, isListed: true, budget: true }),
});
export type MyProposalRow = z.infer<typeof MyProposalRowSchema>;
export const GetMyProposalsResponseSchema = pageOf(MyProposalRowSchema);
export type GetMyProposalsResponse = z.infer<typeof GetMyProposalsResponseSchema>;

/** The statuses a client sees and filters by: a withdrawn proposal is gone from the client's view. */
export const CLIENT_PROPOSAL_STATUSES = ['submitted', 'shortlisted', 'declined'] as const;

/**
 * How a client orders a job's proposals: newest first (the default), or by the freelancer's average
 * rating or reputation score, highest first, those without one last (issue 26).
 */
export const JOB_PROPOSAL_SORTS = ['newest', 'rating', 'score'] as const;
export type JobProposalSort = (typeof JOB_PROPOSAL_SORTS)[number];

/**
 * GET /api/client/jobs/:id/proposals: the proposals on one of my jobs, newest first unless `sort`
 * says otherwise; `minRating` keeps the freelancers rated at least that many stars.
 */
export const GetJobProposalsRequestSchema = PageQuerySchema.extend({
  status: z.preprocess(
    blankAsUndefined,
    z.enum(CLIENT_PROPOSAL_STATUSES, 'Status must be submitted, shortlisted or declined').optional(),
  ),
  sort: z.preprocess(
    blankAsUndefined,
    z.enum(JOB_PROPOSAL_SORTS, 'Sort must be newest, rating or score').optional(),
  ),
  minRating: ratingFilter('Rating'),
});
export type GetJobProposalsQuery = z.output<typeof GetJobProposalsRequestSchema>;

/** A proposal as the job's client sees it. */
export const JobProposalRowSchema = ProposalSchema.omit({ jobId: true }).extend({
  freelancer: z.object({
    id: z.uuid(),
    name: z.string(),
    photoUrl: z.string().nullable(),
    title: z.string(),
    hourlyRateCents: z.number().int().nullable(),
    reputation: ReputationSchema,
  }),
  /**
   * The client's offer still waiting for the freelancer's answer (at most one per proposal), so the
   * card says 'Offer sent' and offers to withdraw it instead of a second Hire that would get 409.
   */
  /** The round waiting on this proposal: the client's offer, or the freelancer's counter (issue 32). */
  pendingOffer: z
    .object({ id: z.uuid(), totalCents: z.number().int(), madeBy: z.enum(['client', 'freelancer']) })
    .nullable(),
});
export type JobProposalRow = z.infer<typeof JobProposalRowSchema>;
export const GetJobProposalsResponseSchema = pageOf(JobProposalRowSchema);
export type GetJobProposalsResponse = z.infer<typeof GetJobProposalsResponseSchema>;

const jobProposalChange = z.object({ data: JobProposalRowSchema, message: z.string() });
export type JobProposalChangeResponse = z.infer<typeof jobProposalChange>;
export const ShortlistProposalResponseSchema = jobProposalChange;
export const DeclineProposalResponseSchema = jobProposalChange;
