import { z } from 'zod';
import { OfferSchema, offerRequest } from './contracts';

// Its own module, not schemas/contracts.ts: only the offer page and the API read these, and
// contracts.ts is in the shared chunk every route loads (ADR 039).

export const COUNTER_NOTE_MAX = 2000;

/** POST /api/offers/:id/counter: the offer's terms as the counter's maker wants them, and why. */
export const CounterOfferRequestSchema = offerRequest(
  {
    note: z
      .string()
      .overwrite((s) => s.trim())
      .max(COUNTER_NOTE_MAX, `Keep the note under ${COUNTER_NOTE_MAX} characters`)
      .nullish(),
  },
  false,
);
export type CounterOfferRequest = z.input<typeof CounterOfferRequestSchema>;

/** GET /api/offers/:id/rounds: every round of the negotiation, oldest first. */
export const OfferRoundsResponseSchema = z.object({ data: z.array(OfferSchema) });
