import type { Milestone, MilestoneStatus } from '@skillora/shared';

/** What a contract waits for next, as its freelancer reads it; `isYours` when it waits for them. */
export type NextStep = { text: string; isYours: boolean };

type Step = { isYours: boolean; say: (title: string) => string };

/**
 * The freelancer's steps by milestone state, most pressing first: what they must do before what
 * they wait for. A milestone in any other state (released, refunded…) asks nothing more.
 */
const STEPS: ReadonlyArray<readonly [MilestoneStatus, Step]> = [
  ['proposed', { isYours: true, say: (t) => `Accept or decline the proposed milestone “${t}”` }],
  ['changes_requested', { isYours: true, say: (t) => `Make the changes requested on “${t}”` }],
  ['funded', { isYours: true, say: (t) => `Submit work on “${t}”` }],
  ['submitted', { isYours: false, say: (t) => `Waiting for the client to review “${t}”` }],
  ['pending', { isYours: false, say: (t) => `Waiting for the client to fund “${t}”` }],
];

/**
 * The next step of an active contract for its freelancer, from its milestones (in position order):
 * the first milestone in the most pressing state. One a dispute holds waits for the dispute.
 */
export function freelancerNextStep(
  milestones: readonly Pick<Milestone, 'id' | 'title' | 'status'>[],
  isInDispute: (milestoneId: string) => boolean,
): NextStep {
  for (const [status, step] of STEPS) {
    const m = milestones.find((candidate) => candidate.status === status);
    if (!m) continue;
    if (isInDispute(m.id)) return { text: `A dispute holds “${m.title}”`, isYours: true };
    return { text: step.say(m.title), isYours: step.isYours };
  }
  return { text: 'Waiting for the client to add a milestone or end the contract', isYours: false };
}
