import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from '../constants';
import * as z from '../zod';
import { EmailSchema } from './auth';
import { PageQuerySchema, pageOf } from './pagination';

/** The public Feedback form: who wrote (so the team can answer) and what. */
export const SendFeedbackRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters for the name'),
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, `Write at least ${FEEDBACK_MESSAGE_MIN} characters`)
    .max(FEEDBACK_MESSAGE_MAX, `Use at most ${FEEDBACK_MESSAGE_MAX} characters`),
});
export type SendFeedbackRequest = z.infer<typeof SendFeedbackRequestSchema>;

export const SendFeedbackResponseSchema = z.object({ message: z.string() });

export const FeedbackRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** The sender's role when they were signed in; null for a visitor. */
  senderRole: z.enum(['client', 'freelancer', 'admin']).nullable(),
  createdAt: z.string(),
});
export type FeedbackRow = z.infer<typeof FeedbackRowSchema>;

export const GetFeedbackRequestSchema = PageQuerySchema;
export const GetFeedbackResponseSchema = pageOf(FeedbackRowSchema);
export type GetFeedbackResponse = z.infer<typeof GetFeedbackResponseSchema>;
