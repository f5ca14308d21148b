import type { milestoneLifecycle } from './lifecycles';

type MilestoneMove = keyof typeof milestoneLifecycle.moves;

/**
 * Every audited change a contract's timeline shows: the contract's start and end, a milestone
 * proposed during the contract, and each move of the milestone lifecycle (a new move is a type
 * error here until it has its sentence).
 */
export type TimelineAction =
  | 'contract.start'
  | 'contract.end'
  | 'milestone.propose'
  | `milestone.${MilestoneMove}`;

/** Who made the change (null: the clock, e.g. an automatic release) and the milestone it is about. */
export type TimelineFacts = { actor: string | null; milestone: string };

const quoted = (title: string) => `“${title}”`;
/** A person's move with no person recorded (none is expected): the platform made it. */
const who = (f: TimelineFacts) => f.actor ?? 'Skillora';
const settled = (outcome: string) => (f: TimelineFacts) =>
  f.actor
    ? `${f.actor} settled the dispute on ${quoted(f.milestone)}: ${outcome}`
    : `The dispute on ${quoted(f.milestone)} was settled: ${outcome}`;

/**
 * A timeline entry as a sentence a person reads (issue 31): "Cleo asked for changes on “Design”",
 * never the audit log's internal names. The time is the web's, in the viewer's zone.
 */
export const TIMELINE_SENTENCES: Record<TimelineAction, (f: TimelineFacts) => string> = {
  'contract.start': (f) => `${who(f)} accepted the offer, and the contract started`,
  'contract.end': (f) => `${who(f)} ended the contract`,
  'milestone.propose': (f) => `${who(f)} proposed a new milestone, ${quoted(f.milestone)}`,
  'milestone.accept': (f) => `${who(f)} accepted the milestone ${quoted(f.milestone)}`,
  'milestone.decline': (f) => `${who(f)} declined the milestone ${quoted(f.milestone)}`,
  'milestone.cancel': (f) => `${who(f)} cancelled the milestone ${quoted(f.milestone)}`,
  'milestone.fund': (f) => `${who(f)} funded ${quoted(f.milestone)}: its money is in escrow`,
  'milestone.submit': (f) => `${who(f)} submitted ${quoted(f.milestone)} for review`,
  'milestone.requestChanges': (f) => `${who(f)} asked for changes on ${quoted(f.milestone)}`,
  'milestone.release': (f) =>
    f.actor
      ? `${f.actor} released the payment for ${quoted(f.milestone)}`
      : `${quoted(f.milestone)} was released automatically at the end of its review period`,
  'milestone.refund': (f) => `${who(f)} refunded ${quoted(f.milestone)} to the client`,
  'milestone.settleReleased': settled('the money was released to the freelancer'),
  'milestone.settleRefunded': settled('the money was refunded to the client'),
  'milestone.settleSplit': settled('the money was split between the freelancer and the client'),
};

const isKnown = (action: string): action is TimelineAction => Object.hasOwn(TIMELINE_SENTENCES, action);

/**
 * The sentence of one entry. `actor` is the person's name, or null when no person made the change
 * (the clock). An action this version does not know (an older row) still reads as a sentence,
 * without its internal name.
 */
export function timelineSentence(action: string, actor: string | null, milestone: string | null): string {
  const facts = { actor, milestone: milestone ?? 'a milestone' };
  if (isKnown(action)) return TIMELINE_SENTENCES[action](facts);
  if (milestone === null) return actor ? `${actor} changed the contract` : 'The contract changed';
  return actor ? `${actor} changed ${quoted(milestone)}` : `${quoted(milestone)} changed`;
}
