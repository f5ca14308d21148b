import type { EditJobRequest, JobDetail, JobFields } from '@skillora/shared';
import type { BudgetType, ExperienceLevel, JobDuration } from '@skillora/shared/constants';
import type { AttachmentRef } from '@skillora/shared/schemas/attachments';
import { centsToDollars, dollarsToCents } from '../../../lib/money';

/** The post-job form as the user fills it: amounts as the dollar text typed, choices possibly unmade. */
export type JobFormValues = {
  title: string;
  description: string;
  categoryId: string;
  skillIds: string[];
  budgetType: BudgetType;
  amount: string;
  minRate: string;
  maxRate: string;
  experienceLevel: ExperienceLevel | '';
  duration: JobDuration | '';
  /** Screening questions (issue 32), as typed; blank ones are left out. */
  questions: string[];
  /** How many freelancers the job needs, as typed (issue 32). */
  hiresNeeded: string;
  /** Files uploaded for the job (issue 32); the request carries their ids. */
  attachments: AttachmentRef[];
};

export const emptyJobForm: JobFormValues = {
  title: '',
  description: '',
  categoryId: '',
  skillIds: [],
  budgetType: 'fixed',
  amount: '',
  minRate: '',
  maxRate: '',
  experienceLevel: '',
  duration: '',
  questions: [],
  hiresNeeded: '1',
  attachments: [],
};

export function jobFormFrom(job: JobDetail): JobFormValues {
  const { budget } = job;
  return {
    title: job.title,
    description: job.description,
    categoryId: job.category?._id ?? '',
    skillIds: job.skills.map((skill) => skill._id),
    budgetType: budget?.type ?? 'fixed',
    amount: budget?.type === 'fixed' ? centsToDollars(budget.amountCents) : '',
    minRate: budget?.type === 'hourly' ? centsToDollars(budget.minRateCents) : '',
    maxRate: budget?.type === 'hourly' ? centsToDollars(budget.maxRateCents) : '',
    experienceLevel: job.experienceLevel ?? '',
    duration: job.duration ?? '',
    questions: job.questions,
    hiresNeeded: String(job.hiresNeeded),
    attachments: job.attachments,
  };
}

/** A question field left empty is one the client did not ask. */
const askedQuestions = (values: JobFormValues) => values.questions.filter((q) => q.trim() !== '');

/** The request the API takes; the shared schema then checks it, so the browser and the server agree. */
export function jobRequestFrom(values: JobFormValues): JobFields {
  return {
    title: values.title,
    description: values.description,
    categoryId: values.categoryId,
    skillIds: values.skillIds,
    budget:
      values.budgetType === 'fixed'
        ? { type: 'fixed', amountCents: dollarsToCents(values.amount) as number }
        : {
            type: 'hourly',
            minRateCents: dollarsToCents(values.minRate) as number,
            maxRateCents: dollarsToCents(values.maxRate) as number,
          },
    experienceLevel: values.experienceLevel as ExperienceLevel,
    duration: values.duration as JobDuration,
    questions: askedQuestions(values),
    // Blank or not a number reads as NaN, which the schema names ('Enter how many freelancers you need').
    hiresNeeded: Number(values.hiresNeeded.trim() || Number.NaN),
    attachments: values.attachments.map((f) => f.id),
  };
}

/**
 * A draft's request (issue 12: a draft needs only a title): what the user has not filled in is left
 * out, so only what they did fill is checked.
 */
export function draftRequestFrom(values: JobFormValues): EditJobRequest {
  const full = jobRequestFrom(values);
  const budgetTyped =
    values.budgetType === 'fixed'
      ? values.amount.trim() !== ''
      : `${values.minRate}${values.maxRate}`.trim() !== '';
  return {
    title: full.title,
    description: full.description,
    skillIds: full.skillIds,
    questions: full.questions,
    hiresNeeded: full.hiresNeeded,
    attachments: full.attachments,
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    ...(budgetTyped ? { budget: full.budget } : {}),
    ...(values.experienceLevel ? { experienceLevel: values.experienceLevel } : {}),
    ...(values.duration ? { duration: values.duration } : {}),
  };
}
