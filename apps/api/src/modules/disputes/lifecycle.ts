import type { DisputeStatus } from '@skillora/shared';
import { defineStateMachine } from '../../lib/state-machine';
import { disputes } from './schema';

export const DISPUTE_NOT_FOUND = 'Dispute not found';
const ENDED = {
  settled: 'This dispute is settled',
  withdrawn: 'This dispute was withdrawn',
} as const;

/**
 * A dispute (issue 25), every state and move in one table. Opened → awaiting the other party's
 * answer (silence grants the request); answered → open; either may ask for mediation → an admin
 * decides; any active dispute may be settled by agreement or withdrawn by its opener.
 *
 * | state             | move     | by                  | to           | clock / money                      |
 * |-------------------|----------|---------------------|--------------|------------------------------------|
 * | awaiting_response | respond  | the other party     | open         | the response timer does nothing     |
 * | awaiting_response | settle   | the response timer  | settled      | the request, as asked               |
 * | open              | mediate  | either party        | in_mediation | mediation deadline: 14 days         |
 * | any active        | settle   | a party accepting   | settled      | the accepted split                  |
 * | in_mediation      | settle   | an admin deciding   | settled      | the decided split                   |
 * | any active        | withdraw | the opener          | withdrawn    | the auto-release clock resumes      |
 */
export const disputeLifecycle = defineStateMachine<
  DisputeStatus,
  'respond' | 'mediate' | 'settle' | 'withdraw',
  typeof disputes
>(
  'dispute',
  disputes,
  {
    respond: {
      from: ['awaiting_response'],
      to: 'open',
      refusals: {
        ...ENDED,
        open: 'This dispute was already answered',
        in_mediation: 'This dispute was already answered',
      },
    },
    mediate: {
      from: ['open'],
      to: 'in_mediation',
      refusals: {
        ...ENDED,
        awaiting_response: 'Mediation can be asked for once both statements are in',
        in_mediation: 'This dispute is already in mediation',
      },
    },
    settle: { from: ['awaiting_response', 'open', 'in_mediation'], to: 'settled', refusals: ENDED },
    withdraw: { from: ['awaiting_response', 'open', 'in_mediation'], to: 'withdrawn', refusals: ENDED },
  },
  { notFound: DISPUTE_NOT_FOUND, refused: 'This dispute cannot change now' },
);
