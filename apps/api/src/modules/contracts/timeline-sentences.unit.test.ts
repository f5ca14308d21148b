import { describe, expect, it } from 'vitest';
import { milestoneLifecycle } from './lifecycles';
import { TIMELINE_SENTENCES, timelineSentence } from './timeline-sentences';

/** Every change the timeline can show: the contract's, a proposal, and every milestone move. */
const ACTIONS = [
  'contract.start',
  'contract.end',
  'milestone.propose',
  ...Object.keys(milestoneLifecycle.moves).map((move) => `milestone.${move}`),
];

const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/;
const SNAKE_CASE = /\b\w+_\w+\b/;
const DOTTED_NAME = /\b[a-z]+\.[a-z]/i;

describe('timelineSentence', () => {
  it.each(ACTIONS)('%s has a sentence, by a person and by the clock, with no internal name', (action) => {
    expect(Object.hasOwn(TIMELINE_SENTENCES, action)).toBe(true);
    for (const actor of ['Cleo Client', null]) {
      const sentence = timelineSentence(action, actor, 'Design');
      expect(sentence).toMatch(/^[A-Z“]/);
      expect(sentence).not.toMatch(CAMEL_CASE);
      expect(sentence).not.toMatch(SNAKE_CASE);
      expect(sentence).not.toMatch(DOTTED_NAME);
      expect(sentence).not.toMatch(/\b(null|undefined)\b/);
      if (action.startsWith('milestone.')) expect(sentence).toContain('“Design”');
      if (actor && action !== 'milestone.release') expect(sentence).toContain(actor);
    }
  });

  it('reads as the people did it', () => {
    expect(timelineSentence('milestone.requestChanges', 'Cleo', 'Design')).toBe(
      'Cleo asked for changes on “Design”',
    );
    expect(timelineSentence('milestone.submit', 'Fay', 'Design')).toBe('Fay submitted “Design” for review');
    expect(timelineSentence('milestone.fund', 'Cleo', 'Design')).toBe(
      'Cleo funded “Design”: its money is in escrow',
    );
    expect(timelineSentence('milestone.release', 'Cleo', 'Design')).toBe(
      'Cleo released the payment for “Design”',
    );
    expect(timelineSentence('milestone.release', null, 'Design')).toBe(
      '“Design” was released automatically at the end of its review period',
    );
    expect(timelineSentence('contract.start', 'Fay', null)).toBe(
      'Fay accepted the offer, and the contract started',
    );
    expect(timelineSentence('milestone.settleRefunded', null, 'Design')).toBe(
      'The dispute on “Design” was settled: the money was refunded to the client',
    );
  });

  it('words a change it does not know without its internal name', () => {
    expect(timelineSentence('milestone.somethingNew', 'Cleo', 'Design')).toBe('Cleo changed “Design”');
    expect(timelineSentence('milestone.somethingNew', null, 'Design')).toBe('“Design” changed');
    expect(timelineSentence('contract.somethingNew', null, null)).toBe('The contract changed');
  });
});
