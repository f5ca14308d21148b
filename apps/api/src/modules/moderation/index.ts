// What other modules may use of moderation (ADR 030): the plugin, and recording a decision in the
// transaction that carries it out.
export { moderationPlugin } from './moderation.plugin';
export { recordModerationActionIn } from './record-action';
export type { ModerationAction, ModerationSubject } from './schema';
