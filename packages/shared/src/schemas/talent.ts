import { INVITATION_MESSAGE_MAX } from '../constants';
import * as z from '../zod';
import { PublicCatalogItemSchema } from './catalog';
import { BudgetSchema } from './jobs';
import { blankAsUndefined, PageQuerySchema, pageOf } from './pagination';
import { ReputationSchema } from './reviews';
import { centsBound, idFilter, ratingFilter, searchQuerySchema, skillsFilter } from './search-query';

/**
 * Find Talent (issue 14). Without `sort`: best match when `q` is given, otherwise newest profiles
 * first (best match without words has nothing to rank by). By rating or score (issue 26): the
 * highest first, those without one last, each group newest first.
 */
export const TALENT_SORTS = [
  'best_match',
  'rate_asc',
  'rate_desc',
  'newest',
  'rating_desc',
  'score_desc',
] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];

/**
 * GET /api/freelancers (schemas/search-query.ts). `skills` keeps the freelancers with any of them;
 * the rate bounds are inclusive, in cents an hour; `minRating` keeps those whose average rating is
 * at least that many stars (so none without a review).
 */
export const GetFreelancersRequestSchema = searchQuerySchema({
  filters: {
    categoryId: idFilter('Category is not valid'),
    skills: skillsFilter(),
    minRateCents: centsBound('Minimum rate'),
    maxRateCents: centsBound('Maximum rate'),
    /** ISO 3166-1 alpha-2, any case. */
    country: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code')
        .transform((code) => code.toUpperCase())
        .optional(),
    ),
    minRating: ratingFilter('Rating'),
  },
  sorts: TALENT_SORTS,
  range: {
    min: 'minRateCents',
    max: 'maxRateCents',
    message: 'Minimum rate must not be more than the maximum',
  },
});
export type GetFreelancersRequest = z.input<typeof GetFreelancersRequestSchema>;
export type GetFreelancersQuery = z.output<typeof GetFreelancersRequestSchema>;

/** A row of Find Talent: enough to choose whom to open. */
export const FreelancerSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  title: z.string(),
  /** The start of the overview (TALENT_EXCERPT_LENGTH characters). */
  excerpt: z.string(),
  hourlyRateCents: z.number().int(),
  country: z.string().nullable(),
  category: PublicCatalogItemSchema.nullable(),
  skills: z.array(PublicCatalogItemSchema),
  memberSince: z.iso.datetime(),
  /** Score, average rating and count, as the profile shows them (issue 26). */
  reputation: ReputationSchema,
});
export type FreelancerSummary = z.infer<typeof FreelancerSummarySchema>;

export const GetFreelancersResponseSchema = pageOf(FreelancerSummarySchema);
export type GetFreelancersResponse = z.infer<typeof GetFreelancersResponseSchema>;

// Invitations: a client asks a freelancer to look at one of their open jobs.

export const InviteFreelancerRequestSchema = z.object(
  {
    freelancerId: z.uuid('Choose a freelancer'),
    message: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string('Message must be text')
        .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
        .max(
          INVITATION_MESSAGE_MAX,
          `Message must be at most ${INVITATION_MESSAGE_MAX.toLocaleString('en-US')} characters`,
        )
        .optional(),
    ),
  },
  { error: 'Choose a freelancer' },
);
export type InviteFreelancerRequest = z.input<typeof InviteFreelancerRequestSchema>;
export type InviteFreelancerBody = z.output<typeof InviteFreelancerRequestSchema>;

export const JobInvitationParamsSchema = z.object({ jobId: z.uuid({ error: 'Job not found' }) });

export const InvitationSchema = z.object({
  id: z.uuid(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  job: z.object({
    id: z.uuid(),
    title: z.string(),
    budget: BudgetSchema,
    /** Open and listed: the freelancer can still propose. */
    isOpen: z.boolean(),
  }),
  client: z.object({ name: z.string() }),
  /** The freelancer has a proposal (not withdrawn) on the job. */
  hasProposed: z.boolean(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InviteFreelancerResponseSchema = z.object({
  data: z.object({ id: z.uuid(), jobId: z.uuid(), freelancerId: z.uuid(), createdAt: z.iso.datetime() }),
  message: z.string(),
});
export type InviteFreelancerResponse = z.infer<typeof InviteFreelancerResponseSchema>;

/** GET /api/freelancer/invitations: newest first. */
export const GetInvitationsRequestSchema = PageQuerySchema;
export type GetInvitationsQuery = z.output<typeof GetInvitationsRequestSchema>;
export const GetInvitationsResponseSchema = pageOf(InvitationSchema);
export type GetInvitationsResponse = z.infer<typeof GetInvitationsResponseSchema>;
