import * as z from '../zod';

/** Every error answer of the API: the text is what the user sees. */
export const ErrorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const UuidParamsSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

/** What an admin (or a monitor with an admin session) sees of the server's health. */
export const GetHealthDetailResponseSchema = z.object({
  database: z.enum(['up', 'down']),
  outbox: z.object({
    /** Events not yet handled (due now or waiting for a retry). */
    pending: z.number().int(),
    /** Of those, events whose last try failed. */
    retrying: z.number().int(),
    /** Events given up after too many failures. */
    failed: z.number().int(),
    handledSinceStart: z.number().int(),
    failuresSinceStart: z.number().int(),
  }),
  live: z.object({ connections: z.number().int() }),
});
export type GetHealthDetailResponse = z.infer<typeof GetHealthDetailResponseSchema>;

/** GET /api/health: 'ok' for load balancers; an admin's session also gets the detail. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  detail: GetHealthDetailResponseSchema.optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
