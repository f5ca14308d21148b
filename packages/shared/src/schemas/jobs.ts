import {
  EXPERIENCE_LEVELS,
  FIXED_BUDGET_MAX_CENTS,
  FIXED_BUDGET_MIN_CENTS,
  HOURLY_RATE_MAX_CENTS,
  HOURLY_RATE_MIN_CENTS,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_DURATIONS,
  JOB_SKILLS_MAX,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
} from '../constants';
import { HIRES_NEEDED_MAX, SCREENING_QUESTION_MAX, SCREENING_QUESTIONS_MAX } from '../deal-rules';
import { formatMoney } from '../money-text';
import * as z from '../zod';
import { AttachmentIdsSchema, AttachmentRefsSchema } from './attachments';
import { PublicCatalogItemSchema } from './catalog';
import { blankAsUndefined, PageQuerySchema, pageOf } from './pagination';
import { ClientRecordSchema } from './reviews';

const dollars = (cents: number) => formatMoney(cents, 'short');

/**
 * An amount in integer cents, with errors in dollars that say what to type (the user types dollars;
 * the UI converts, and shows the error under the field, which names the amount). Fractions of a
 * cent are dollars typed with more than two decimals.
 */
export const centsSchema = (label: string, min: number, max: number) =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null
          ? `${label} is required`
          : 'Enter an amount in dollars, like 1500 or 1500.50',
    })
    .int('Use at most two decimals')
    .min(min, `Enter an amount of at least ${dollars(min)}`)
    .max(max, `Enter an amount of at most ${dollars(max)}`);

/** A budget as the client writes it, within the limits: fixed price, one total; hourly, a rate range. */
export const BudgetInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('fixed'),
      amountCents: centsSchema('Budget', FIXED_BUDGET_MIN_CENTS, FIXED_BUDGET_MAX_CENTS),
    }),
    z
      .object({
        type: z.literal('hourly'),
        minRateCents: centsSchema('Minimum hourly rate', HOURLY_RATE_MIN_CENTS, HOURLY_RATE_MAX_CENTS),
        maxRateCents: centsSchema('Maximum hourly rate', HOURLY_RATE_MIN_CENTS, HOURLY_RATE_MAX_CENTS),
      })
      .refine((b) => b.minRateCents <= b.maxRateCents, {
        message: 'Maximum hourly rate must be at least the minimum rate',
        path: ['maxRateCents'],
      }),
  ],
  { error: 'Choose a fixed price or an hourly budget' },
);

/**
 * A budget as the API answers it: the same shape without the input limits, so a stored job never
 * fails to serialize if the limits change later.
 */
export const BudgetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amountCents: z.number().int() }),
  z.object({ type: z.literal('hourly'), minRateCents: z.number().int(), maxRateCents: z.number().int() }),
]);
export type Budget = z.infer<typeof BudgetSchema>;

export const ExperienceLevelSchema = z.enum(EXPERIENCE_LEVELS, 'Choose an experience level');
export const JobDurationSchema = z.enum(JOB_DURATIONS, 'Choose an expected duration');
export const JobStatusSchema = z.enum(JOB_STATUSES, 'Status must be draft, open or closed');

/** Up to 5 questions every proposal must answer (issue 32); none by default. */
export const ScreeningQuestionsSchema = z
  .array(
    z
      .string('Write each question as text')
      .trim()
      .min(1, 'Write each question or remove it')
      .max(SCREENING_QUESTION_MAX, `A question must be at most ${SCREENING_QUESTION_MAX} characters`),
    'Questions must be a list',
  )
  .max(SCREENING_QUESTIONS_MAX, `Ask at most ${SCREENING_QUESTIONS_MAX} questions`)
  .default([]);

/** What a client writes; the same for creating and editing. Description is plain text with line breaks. */
export const JobFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(JOB_TITLE_MIN, `Title must be at least ${JOB_TITLE_MIN} characters`)
    .max(JOB_TITLE_MAX, `Title must be at most ${JOB_TITLE_MAX} characters`),
  description: z
    .string()
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .min(JOB_DESCRIPTION_MIN, `Description must be at least ${JOB_DESCRIPTION_MIN} characters`)
    .max(
      JOB_DESCRIPTION_MAX,
      `Description must be at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
    ),
  categoryId: z.uuid('Choose a category'),
  skillIds: z
    .array(z.uuid('Choose skills from the list'), 'Choose at least 1 skill')
    .min(1, 'Choose at least 1 skill')
    .max(JOB_SKILLS_MAX, `Choose at most ${JOB_SKILLS_MAX} skills`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each skill can be chosen only once'),
  budget: BudgetInputSchema,
  experienceLevel: ExperienceLevelSchema,
  duration: JobDurationSchema,
  questions: ScreeningQuestionsSchema,
  /** How many freelancers the job needs (issue 32): it takes proposals until that many accepted an offer. */
  hiresNeeded: z
    .number('Enter how many freelancers you need')
    .int('Enter a whole number of freelancers')
    .min(1, 'Enter at least 1 freelancer')
    .max(HIRES_NEEDED_MAX, `Enter at most ${HIRES_NEEDED_MAX} freelancers`)
    .default(1),
  /** Files uploaded with purpose 'job' (issue 32); on an edit, the full list (left out: unchanged). */
  attachments: AttachmentIdsSchema.optional(),
});

/**
 * What a draft needs (issue 12): only a title. Anything else given is checked as when publishing,
 * except that it may be missing and the description may be short. Publishing (at creation, by the
 * publish action, or editing a published job) checks every field with `JobFieldsSchema`.
 */
export const DraftJobFieldsSchema = JobFieldsSchema.extend({
  description: z
    .string()
    .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
    .max(
      JOB_DESCRIPTION_MAX,
      `Description must be at most ${JOB_DESCRIPTION_MAX.toLocaleString('en-US')} characters`,
    )
    .default(''),
  categoryId: JobFieldsSchema.shape.categoryId.optional(),
  skillIds: z
    .array(z.uuid('Choose skills from the list'), 'Choose skills from the list')
    .max(JOB_SKILLS_MAX, `Choose at most ${JOB_SKILLS_MAX} skills`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each skill can be chosen only once')
    .default([]),
  budget: BudgetInputSchema.optional(),
  experienceLevel: ExperienceLevelSchema.optional(),
  duration: JobDurationSchema.optional(),
});
export type DraftJobFields = z.output<typeof DraftJobFieldsSchema>;

export const CreateJobRequestSchema = DraftJobFieldsSchema.extend({
  /** false (default) saves a draft; true publishes at once (then every field is required). */
  publish: z.boolean('Publish must be true or false').default(false),
});
export type CreateJobRequest = z.input<typeof CreateJobRequestSchema>;
export type CreateJobBody = z.output<typeof CreateJobRequestSchema>;

/** A draft is edited as a draft; a published job must stay complete (the service checks it). */
export const EditJobRequestSchema = DraftJobFieldsSchema;
export type EditJobRequest = z.input<typeof EditJobRequestSchema>;
export type JobFields = z.output<typeof JobFieldsSchema>;

/** A job in full, as its owner (and, with `client`, anyone allowed to see it) reads it. */
export const JobDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Null only on a draft that has not chosen it yet (a draft needs only a title). */
  category: PublicCatalogItemSchema.nullable(),
  skills: z.array(PublicCatalogItemSchema),
  budget: BudgetSchema.nullable(),
  experienceLevel: ExperienceLevelSchema.nullable(),
  duration: JobDurationSchema.nullable(),
  status: JobStatusSchema,
  /** False once an admin has unlisted the job: then only its owner and admins see it. */
  isListed: z.boolean(),
  /** Why an admin unlisted it (its owner and admins read it); null when listed or not given. */
  unlistReason: z.string().nullable(),
  /** Screening questions every proposal answers, in order (issue 32). */
  questions: z.array(z.string()),
  /** How many freelancers it needs, and how many accepted an offer so far ("2 of 3 hired"). */
  hiresNeeded: z.number().int(),
  hires: z.number().int(),
  /** Its files, to its client, admins and signed-in freelancers who can see the job (else empty). */
  attachments: AttachmentRefsSchema,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Proposals not withdrawn. */
  proposalCount: z.number().int(),
  /**
   * Proposals still waiting for the client's answer (submitted or shortlisted): what closing the
   * job would cut off; a declined one is already answered.
   */
  liveProposalCount: z.number().int(),
  /** 'About the client': name, member since, and from the client's profile and record (issue 14). */
  client: z.object({
    name: z.string(),
    memberSince: z.iso.datetime(),
    companyName: z.string().nullable(),
    location: z.string().nullable(),
    about: z.string(),
    website: z.string().nullable(),
    jobsPosted: z.number().int(),
    hires: z.number().int(),
    /** Reputation, hire rate, total spent and payment verified (issue 26). */
    ...ClientRecordSchema.shape,
  }),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

const jobChange = z.object({ data: JobDetailSchema, message: z.string() });
export type JobChangeResponse = z.infer<typeof jobChange>;
export const CreateJobResponseSchema = jobChange;
export const EditJobResponseSchema = jobChange;
export const PublishJobResponseSchema = jobChange;
export const CloseJobResponseSchema = jobChange;
export const ReopenJobResponseSchema = jobChange;

export const GetMyJobResponseSchema = z.object({ data: JobDetailSchema });
export type GetMyJobResponse = z.infer<typeof GetMyJobResponseSchema>;

/** GET /api/client/jobs: the client's own jobs, newest first. */
export const GetMyJobsRequestSchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsUndefined, JobStatusSchema.optional()),
});
export type GetMyJobsQuery = z.output<typeof GetMyJobsRequestSchema>;

export const MyJobRowSchema = JobDetailSchema.pick({
  id: true,
  title: true,
  status: true,
  isListed: true,
  category: true,
  budget: true,
  publishedAt: true,
  createdAt: true,
  updatedAt: true,
  proposalCount: true,
  liveProposalCount: true,
});
export type MyJobRow = z.infer<typeof MyJobRowSchema>;

export const GetMyJobsResponseSchema = pageOf(MyJobRowSchema);
export type GetMyJobsResponse = z.infer<typeof GetMyJobsResponseSchema>;
