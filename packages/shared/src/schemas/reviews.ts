import { EARNINGS_BANDS } from '../profiles';
import {
  AMOUNT_BANDS,
  type CLIENT_CRITERIA,
  FREELANCER_CRITERIA,
  REVIEW_COMMENT_MAX,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_WINDOW_STATES,
} from '../review-rules';
import * as z from '../zod';
import { PageQuerySchema, pageOf } from './pagination';

/*
 * Reviews and reputation (issue 26): after a contract that moved money ends, each party reviews the
 * other within REVIEW_WINDOW_DAYS; both reviews show together when both are in or when the window
 * closes; the reviewed person may reply once; an admin may hide a review. The reputation score's
 * formula is in review-rules.ts.
 */

export * from '../review-rules';

const stars = (label: string) =>
  z
    .number({ error: `Rate ${label} from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars` })
    .int(`Rate ${label} in whole stars`)
    .min(REVIEW_STARS_MIN, `Rate ${label} from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars`)
    .max(REVIEW_STARS_MAX, `Rate ${label} from ${REVIEW_STARS_MIN} to ${REVIEW_STARS_MAX} stars`);

/** Markup is refused: a review is shown as text, and a tag in it is almost always pasted HTML. */
const HTML_TAG = /<\/?[a-z][^>]*>/i;

/** Plain text: line breaks kept, surrounding space trimmed, no markup. */
const text = (what: string, max: number) =>
  z
    .string({ error: `Write ${what}` })
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .min(1, `Write ${what}`)
    .max(max, `Write at most ${max.toLocaleString('en-US')} characters`)
    .refine((s) => !HTML_TAG.test(s), 'Write plain text: HTML is not allowed');

/**
 * The stars of every criterion either side is rated on; the API checks that a review rates exactly
 * the reviewed side's criteria (FREELANCER_CRITERIA or CLIENT_CRITERIA) and says which are missing.
 */
export const ReviewRatingsSchema = z
  .object({
    quality: stars('the quality of work').optional(),
    communication: stars('communication').optional(),
    deadlines: stars('meeting deadlines').optional(),
    expertise: stars('expertise').optional(),
    clarity: stars('the clarity of requirements').optional(),
    paymentPromptness: stars('payment promptness').optional(),
  })
  .strict();
export type FreelancerRatings = Record<(typeof FREELANCER_CRITERIA)[number], number>;
export type ClientRatings = Record<(typeof CLIENT_CRITERIA)[number], number>;

/** POST /api/contracts/:id/reviews. `wouldWorkAgain` is private: it feeds the score and nobody reads it. */
export const CreateReviewRequestSchema = z.object({
  ratings: ReviewRatingsSchema,
  overall: stars('the contract overall'),
  comment: text('a comment', REVIEW_COMMENT_MAX),
  wouldWorkAgain: z.boolean({ error: 'Say whether you would work with them again' }),
});
export type CreateReviewRequest = Omit<z.input<typeof CreateReviewRequestSchema>, 'ratings'> & {
  ratings: FreelancerRatings | ClientRatings;
};

/** POST /api/reviews/:id/reply: the reviewed person's one public reply. */
export const ReplyToReviewRequestSchema = z.preprocess(
  // The issue names no field: `reply` is ours; `comment` and `text` are read as it too.
  (body) => {
    if (body === null || typeof body !== 'object' || 'reply' in body) return body;
    const { comment, text: plain, ...rest } = body as Record<string, unknown>;
    return { ...rest, reply: comment ?? plain };
  },
  z.object({ reply: text('a reply', REVIEW_REPLY_MAX) }),
);
export type ReplyToReviewRequest = { reply: string };

/** POST /api/admin/reviews/:id/hide: the reason both parties are told. */
export const HideReviewRequestSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for hiding this review' })
    .overwrite((s) => s.trim())
    .min(1, 'Give the reason for hiding this review')
    .max(
      REVIEW_HIDE_REASON_MAX,
      `Write at most ${REVIEW_HIDE_REASON_MAX.toLocaleString('en-US')} characters`,
    ),
});
export type HideReviewRequest = z.input<typeof HideReviewRequestSchema>;

export const ReviewParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export const ReviewsPageQuerySchema = PageQuerySchema;

const side = z.enum(['client', 'freelancer']);
const ratingsOut = z.partialRecord(
  z.enum([...FREELANCER_CRITERIA, 'clarity', 'paymentPromptness']),
  z.number().int(),
);
const reply = z.object({ text: z.string(), createdAt: z.iso.datetime() }).nullable();

/** Reputation as every page shows it: the 0–100 score (null before 2 counterparties), the average rating, the count. */
export const ReputationSchema = z.object({
  score: z.number().int().min(0).max(100).nullable(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
});
export type Reputation = z.infer<typeof ReputationSchema>;

/** A review as a party to its contract (or an admin) reads it. */
export const ReviewSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  /** The side of its author; the other party is the one reviewed. */
  by: side,
  reviewerId: z.uuid(),
  revieweeId: z.uuid(),
  ratings: ratingsOut,
  overall: z.number().int(),
  comment: z.string(),
  /** The private answer: its author reads it, nobody else (null). */
  wouldWorkAgain: z.boolean().nullable(),
  reply,
  createdAt: z.iso.datetime(),
  /** When both reviews of the contract became visible; null while they are blind. */
  revealedAt: z.iso.datetime().nullable(),
  /** Hidden by an admin (its author and admins see why); hidden reviews show nowhere and count for nothing. */
  hidden: z.object({ reason: z.string(), at: z.iso.datetime() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewResponseSchema = z.object({ data: ReviewSchema });

/** GET /api/contracts/:id/reviews: the viewer's own review always, the other's once revealed. */
export const ContractReviewsResponseSchema = z.object({
  data: z.array(ReviewSchema),
  window: z.object({
    state: z.enum(REVIEW_WINDOW_STATES),
    /** Why the contract cannot be reviewed (state 'not_reviewable'), in words. */
    reason: z.string().nullable(),
    /** The viewer's side, and the side they review. */
    side,
    reviews: side,
    /** The criteria the viewer rates the other on. */
    criteria: z.array(z.string()),
    endedAt: z.iso.datetime().nullable(),
    closesAt: z.iso.datetime().nullable(),
    revealedAt: z.iso.datetime().nullable(),
    /** The viewer may still write theirs. */
    canReview: z.boolean(),
    /** The other party's review is in (not what it says): a nudge to write one's own. */
    otherHasReviewed: z.boolean(),
  }),
});
export type ContractReviews = z.infer<typeof ContractReviewsResponseSchema>;

/** A review on a public profile or a client's page: revealed, not hidden. */
export const PublicReviewSchema = z.object({
  id: z.uuid(),
  by: side,
  reviewer: z.object({ name: z.string() }),
  ratings: ratingsOut,
  overall: z.number().int(),
  comment: z.string(),
  contract: z.object({ title: z.string(), amountBand: z.enum(AMOUNT_BANDS), endedAt: z.iso.datetime() }),
  reply,
  createdAt: z.iso.datetime(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
/** GET /api/freelancers/:id/reviews and GET /api/clients/:id/reviews, newest first, with the reputation. */
export const PublicReviewsResponseSchema = pageOf(PublicReviewSchema).extend({
  reputation: ReputationSchema,
});
export type PublicReviewsResponse = z.infer<typeof PublicReviewsResponseSchema>;

/**
 * GET /api/reputation/me: the person's own inputs, so they can check the published formula. The
 * private answers are given as counts, never next to the review they came with.
 */
export const ReputationInputsSchema = z.object({
  reputation: ReputationSchema,
  since: z.iso.datetime(),
  counterparties: z.number().int(),
  minCounterparties: z.number().int(),
  wouldWorkAgain: z.object({ yes: z.number().int(), no: z.number().int() }),
  contracts: z.array(
    z.object({
      contractId: z.uuid(),
      title: z.string(),
      startedAt: z.iso.datetime(),
      endedAt: z.iso.datetime(),
      amountCents: z.number().int(),
      currency: z.string(),
      weight: z.number(),
      rating: z.number().int().nullable(),
      nothingDelivered: z.boolean(),
      lostDispute: z.boolean(),
      status: z.enum(['counted', 'no_signal', 'older', 'blocked_counterparty']),
    }),
  ),
});
export type ReputationInputs = z.infer<typeof ReputationInputsSchema>;
export const ReputationInputsResponseSchema = z.object({ data: ReputationInputsSchema });

/** What a client's summary shows beside their jobs (job pages): their record as a client. */
export const ClientRecordSchema = z.object({
  reputation: ReputationSchema,
  /** Jobs with a hire / jobs posted, as a whole percent; null before the first job is posted. */
  hireRate: z.number().int().min(0).max(100).nullable(),
  totalSpentBand: z.enum(EARNINGS_BANDS),
  /** A milestone of theirs was funded once: their payment method works. */
  paymentVerified: z.boolean(),
});
export type ClientRecord = z.infer<typeof ClientRecordSchema>;

/** An admin's list of reviews, newest first, hidden ones included. */
export const AdminReviewRowSchema = ReviewSchema.extend({
  reviewer: z.object({ id: z.uuid(), name: z.string() }),
  reviewee: z.object({ id: z.uuid(), name: z.string() }),
  contractTitle: z.string(),
});
export const AdminReviewsResponseSchema = pageOf(AdminReviewRowSchema);
export type AdminReviewRow = z.infer<typeof AdminReviewRowSchema>;
