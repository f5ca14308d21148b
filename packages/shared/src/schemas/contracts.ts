import {
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  MILESTONE_MIN_CENTS,
  MILESTONE_STATUSES,
  MILESTONES_MAX,
  MONEY_MAX_CENTS,
  OFFER_DESCRIPTION_MAX,
  OFFER_STATUSES,
  OFFER_TITLE_MAX,
  SUBMISSION_MESSAGE_MAX,
  TEST_PAYMENT_METHODS,
  WEEKLY_LIMIT_MAX_HOURS,
} from '../constants';
import * as z from '../zod';
import { AttachmentIdsSchema, AttachmentRefsSchema, SubmissionLinksSchema } from './attachments';
import { centsSchema } from './jobs';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

const dateOnly = z.iso.date('Due date must be a date (YYYY-MM-DD)');

export const MilestoneInputSchema = z.object({
  title: text('Milestone title', OFFER_TITLE_MAX),
  amountCents: centsSchema('Milestone amount', MILESTONE_MIN_CENTS, MONEY_MAX_CENTS),
  dueDate: dateOnly.nullish(),
});
export type MilestoneInput = z.output<typeof MilestoneInputSchema>;
/** POST /api/contracts/:id/milestones: the client proposes one more milestone (ADR 024). */
export const ProposeMilestoneRequestSchema = MilestoneInputSchema;
export type ProposeMilestoneRequest = z.input<typeof ProposeMilestoneRequestSchema>;
export const ContractParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

/**
 * What an hourly offer adds (issue 27): the rate, the weekly limit (null: none) and the client's
 * card, saved for the weekly charges. A fixed offer has milestones and none of these.
 */
const hourlyOfferFields = {
  type: z.enum(CONTRACT_TYPES, 'Choose fixed price or hourly').default('fixed'),
  hourlyRateCents: centsSchema('Hourly rate', HOURLY_RATE_MIN_CENTS, HOURLY_RATE_MAX_CENTS).nullish(),
  weeklyLimitHours: z
    .number('Enter a weekly limit in whole hours')
    .int('Enter a weekly limit in whole hours')
    .min(1, 'Enter a weekly limit of at least 1 hour')
    .max(WEEKLY_LIMIT_MAX_HOURS, `Enter a weekly limit of at most ${WEEKLY_LIMIT_MAX_HOURS} hours`)
    .nullish(),
  paymentMethod: z.enum(TEST_PAYMENT_METHODS, 'Choose a card').nullish(),
};

type OfferTerms = {
  type: 'fixed' | 'hourly';
  milestones: unknown[];
  hourlyRateCents?: number | null;
  paymentMethod?: string | null;
};

function checkOfferType(o: OfferTerms, ctx: z.RefinementCtx, cardRequired: boolean) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (o.type === 'fixed') {
    if (o.milestones.length === 0) issue('milestones', 'Add at least one milestone');
    return;
  }
  if (o.milestones.length > 0) issue('milestones', 'An hourly offer has no milestones');
  if (o.hourlyRateCents == null) issue('hourlyRateCents', 'Hourly rate is required');
  if (cardRequired && o.paymentMethod == null) issue('paymentMethod', 'Choose a card for the weekly charges');
}

const offerFields = {
  title: text('Contract title', OFFER_TITLE_MAX),
  description: z
    .string()
    .overwrite((s) => s.trim())
    .max(OFFER_DESCRIPTION_MAX, 'Description is too long')
    .optional(),
  milestones: z
    .array(MilestoneInputSchema, 'Add at least one milestone')
    .max(MILESTONES_MAX, `At most ${MILESTONES_MAX} milestones`)
    .default([]),
  ...hourlyOfferFields,
};

/**
 * An offer's request with `extra` fields. A counter-offer (ADR 039) does not require a card: the
 * freelancer's keeps the client's, and the API asks the client for one on theirs.
 */
export const offerRequest = <T extends z.ZodRawShape>(extra: T, cardRequired: boolean) =>
  // TypeScript cannot see the offer's fields in an object with generic extras; they are there.
  z
    .object({ ...offerFields, ...extra })
    .superRefine((o, ctx) => checkOfferType(o as unknown as OfferTerms, ctx, cardRequired));

export const CreateOfferRequestSchema = offerRequest({}, true);
export type CreateOfferRequest = z.input<typeof CreateOfferRequestSchema>;

const party = z.object({ id: z.uuid(), name: z.string() });
/** An offer's and its contract's kind; for hourly ones the rate and the weekly limit (null: none). */
const hourlyTerms = {
  type: z.enum(CONTRACT_TYPES),
  hourlyRateCents: z.number().int().nullable(),
  weeklyLimitHours: z.number().int().nullable(),
};
/** Each amount with what the freelancer receives of it after the service fee. */
const priced = { amountCents: z.number().int(), feeCents: z.number().int(), receiveCents: z.number().int() };

export const OfferSchema = z.object({
  id: z.uuid(),
  /** Null on a direct offer ("Hire again", issue 32): no proposal was sent. */
  proposalId: z.uuid().nullable(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  client: party,
  freelancer: party,
  title: z.string(),
  description: z.string(),
  currency: z.string(),
  milestones: z.array(z.object({ title: z.string(), dueDate: z.string().nullable(), ...priced })),
  ...hourlyTerms,
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  contractId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  /** A negotiation's rounds (issue 32): 1 is the client's offer, each counter the next. */
  round: z.number().int(),
  previousOfferId: z.uuid().nullable(),
  madeBy: z.enum(['client', 'freelancer']),
  note: z.string().nullable(),
  /** When a pending round expires unanswered. */
  expiresAt: z.iso.datetime(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferResponseSchema = z.object({ data: OfferSchema });
export const OfferListResponseSchema = z.object({ data: z.array(OfferSchema) });

export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES);
export const MilestoneSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  ...priced,
  currency: z.string(),
  dueDate: z.string().nullable(),
  status: MilestoneStatusSchema,
  /** The last submission's message and the client's last request for changes. */
  submission: z.string().nullable(),
  /** The last submission's links, and the files of its submissions (to the two parties and admins). */
  submissionLinks: z.array(z.string()),
  attachments: AttachmentRefsSchema,
  changesNote: z.string().nullable(),
  fundedAt: z.iso.datetime().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  /** Shown to both from the moment of submission (AUTO_RELEASE_DAYS). */
  autoReleaseAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;
export const MilestoneResponseSchema = z.object({ data: MilestoneSchema });

/**
 * What the browser must do before a charge can finish (3-D Secure, issue 28): open our sandbox's
 * challenge page, or confirm with Stripe.js and the intent's client secret.
 */
export const PaymentNextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({
    type: z.literal('use_stripe_sdk'),
    clientSecret: z.string(),
    /** Stripe.js is loaded with it; null when the server has none (the browser cannot confirm). */
    publishableKey: z.string().nullable(),
  }),
]);
export type PaymentNextAction = z.infer<typeof PaymentNextActionSchema>;
/** A fund's answer: the milestone, and while the card needs authentication, what to do next. */
export const FundMilestoneResponseSchema = MilestoneResponseSchema.extend({
  nextAction: PaymentNextActionSchema.optional(),
});

export const ContractSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  currency: z.string(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  client: party,
  freelancer: party,
  ...hourlyTerms,
  milestones: z.array(MilestoneSchema),
  summary: z.object({
    totalCents: z.number().int(),
    inEscrowCents: z.number().int(),
    releasedCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
});
export type Contract = z.infer<typeof ContractSchema>;
export const ContractResponseSchema = z.object({ data: ContractSchema });

export const ContractRowSchema = ContractSchema.omit({
  milestones: true,
  description: true,
  type: true,
  hourlyRateCents: true,
  weeklyLimitHours: true,
});
export type ContractRow = z.infer<typeof ContractRowSchema>;
export const ContractListResponseSchema = z.object({ data: z.array(ContractRowSchema) });
/** GET /api/contracts/: all of mine, or those in one status. */
export const ContractListQuerySchema = z.object({ status: z.enum(CONTRACT_STATUSES).optional() });

export const ContractMilestoneParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  milestoneId: z.uuid({ error: 'Not found' }),
});

export const FundMilestoneRequestSchema = z.object({
  paymentMethod: z.enum(TEST_PAYMENT_METHODS, 'Choose a card'),
});
export type FundMilestoneRequest = z.input<typeof FundMilestoneRequestSchema>;
export const RequestChangesRequestSchema = z.object({ message: text('Message', SUBMISSION_MESSAGE_MAX) });
/** A submission (issue 32): a message, links, and files uploaded with purpose 'submission'. */
export const SubmitWorkRequestSchema = RequestChangesRequestSchema.extend({
  links: SubmissionLinksSchema.default([]),
  attachments: AttachmentIdsSchema.default([]),
});
export type SubmitWorkRequest = z.input<typeof SubmitWorkRequestSchema>;

export const TimelineEntrySchema = z.object({
  at: z.iso.datetime(),
  /** The audit log's name of the change ('milestone.requestChanges'): for programs, not people. */
  action: z.string(),
  actor: z.string().nullable(),
  /** The change as a sentence a person reads: 'Cleo asked for changes on “Design”'. */
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;
export const TimelineResponseSchema = z.object({ data: z.array(TimelineEntrySchema) });

/** The configured rules, for the offer form and the public SafePay and Fees pages. */
export const PaymentTermsSchema = z.object({
  currency: z.string(),
  serviceFeeBps: z.number().int(),
  serviceFeePercent: z.string(),
  autoReleaseDays: z.number().int(),
  payoutHoldDays: z.number().int(),
  provider: z.string(),
});
export const PaymentTermsResponseSchema = z.object({ data: PaymentTermsSchema });
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;
